package org.collsim.mpi.program;

import java.util.ArrayList;
import java.util.List;
import org.collsim.mpi.MpiErrorClass;
import org.collsim.mpi.MpiException;
import org.collsim.mpi.comm.CollEntry;
import org.collsim.mpi.comm.Group;

/**
 * MPI_Comm_create of a communicator from a range group of its ranks (MPI_Group_range_incl
 * with one triplet). Collective over the parent: every member calls it with the same group;
 * when the last one has called, the communicator is created once, through
 * {@link org.collsim.mpi.comm.CommWorld#create} (so the create hooks run), and every member pays
 * the agreement as a dup does: an allreduce of 4 bytes (the context id) over the parent through
 * its table. Members of the group get the communicator, the others MPI_COMM_NULL; an empty group
 * gives MPI_COMM_NULL everywhere and creates nothing.
 */
final class CommCreateCall {
    /** Bytes of a create's context-id agreement allreduce over the parent (as for dup; MPICH agrees on it so). */
    static final long AGREEMENT_BYTES = 4;
    /** Groups up to this size are listed rank by rank in messages. */
    private static final int LISTED = 6;

    /**
     * A valid group of parent ranks {@code first + i * stride}, {@code 0 <= i < count}, normalized
     * (count 0: first 0; count at most 1: stride 1) so that equal groups are equal records.
     */
    record Range(int first, int count, int stride) {
        static Range of(int first, int count, int stride) {
            return count == 0 ? new Range(0, 0, 1) : new Range(first, count, count == 1 ? 1 : stride);
        }

        int parentRank(int i) {
            return first + i * stride;
        }

        /** True when parent rank {@code p} is in the group. */
        boolean contains(int p) {
            long d = (long) p - first;
            if (count == 0 || d % stride != 0) {
                return false;
            }
            long i = d / stride;
            return i >= 0 && i < count;
        }

        /** "ranks [0, 2, 4]", "ranks [0, 1, 2, ..., 15] (16 ranks, stride 1)" or "the empty group". */
        String describe() {
            if (count == 0) {
                return "the empty group";
            }
            List<String> ranks = new ArrayList<>();
            for (int i = 0; i < Math.min(count, LISTED); i++) {
                ranks.add(Integer.toString(parentRank(i)));
            }
            if (count <= LISTED) {
                return "ranks " + ranks;
            }
            return "ranks [" + String.join(", ", ranks.subList(0, 3)) + ", ..., " + parentRank(count - 1) + "] ("
                    + count + " ranks, stride " + stride + ")";
        }
    }

    private final ProgramContext ctx;

    CommCreateCall(ProgramContext ctx) {
        this.ctx = ctx;
    }

    void call(RankInterpreter r, Stmt.CommCreate c) {
        CommState parent = r.comm(c.parent(), c);
        r.checkUnbound(c.name(), c);
        Range g = group(r, c, parent);
        int me = parent.rankOf(r.rank());
        CommState.Arrival a = parent.join(me, new CollSignature("create", AGREEMENT_BYTES, -1, "", r.rank(), c.path()));
        if (a.group == null) {
            a.group = g;
        } else if (!a.group.equals(g)) {
            throw new MpiException(MpiErrorClass.MPI_ERR_GROUP, r.rank(), "create at " + c.path(),
                    "mismatched groups: collective #" + a.sequence + " on " + parent.name() + " is create of "
                            + g.describe() + " on rank " + r.rank() + " but create of " + a.group.describe()
                            + " on rank " + a.first.worldRank() + " (at " + a.first.path() + ")");
        }
        if (parent.allArrived(a)) {
            a.result = new CommState[] {g.count() == 0 ? null
                    : ctx.register(ctx.comms().create(parent.comm(), worldGroup(parent, g)), c.name(), c.path())};
        }
        boolean member = g.contains(me);
        MpiCalls.agree(ctx, r, c, parent, a, CollEntry.ALLREDUCE, AGREEMENT_BYTES,
                () -> r.bindComm(c.name(), member ? a.result[0] : null, c));
    }

    private static Group worldGroup(CommState parent, Range g) {
        int[] world = new int[g.count()];
        for (int i = 0; i < world.length; i++) {
            world[i] = parent.worldRank(g.parentRank(i));
        }
        return Group.of(world);
    }

    /**
     * Evaluates the group for this rank: a negative count is MPI_ERR_COUNT, a member outside
     * the parent MPI_ERR_RANK, a repeated member (stride 0) MPI_ERR_GROUP.
     */
    private static Range group(RankInterpreter r, Stmt.CommCreate c, CommState parent) {
        Stmt.RankRange g = c.group();
        long first = r.eval(g.first(), c, "group first");
        long count = r.eval(g.count(), c, "group count");
        long stride = r.eval(g.stride(), c, "group stride");
        String range = "group (first " + first + ", count " + count + ", stride " + stride + ")";
        if (count < 0) {
            throw r.error(MpiErrorClass.MPI_ERR_COUNT, c, range + ": count " + g.count() + " = " + count + " is negative");
        }
        if (count == 0) {
            return Range.of(0, 0, 1);
        }
        checkInParent(r, c, parent, range, first);
        long last;
        try {
            last = Math.addExact(first, Math.multiplyExact(count - 1, stride));
        } catch (ArithmeticException e) {
            throw r.error(MpiErrorClass.MPI_ERR_RANK, c, range + ": its last rank first + (count - 1) * stride overflows");
        }
        checkInParent(r, c, parent, range, last);
        if (stride == 0 && count > 1) {
            throw r.error(MpiErrorClass.MPI_ERR_GROUP, c, range + " repeats rank " + first + " (stride 0)");
        }
        // first and last are ranks of the parent and the stride is not 0: count <= parent size
        return Range.of((int) first, (int) count, (int) stride);
    }

    private static void checkInParent(RankInterpreter r, Stmt s, CommState parent, String range, long rank) {
        if (rank < 0 || rank >= parent.size()) {
            throw r.error(MpiErrorClass.MPI_ERR_RANK, s, range + " includes rank " + rank + ", which is not a rank of "
                    + parent.name() + " (0.." + (parent.size() - 1) + ")");
        }
    }
}

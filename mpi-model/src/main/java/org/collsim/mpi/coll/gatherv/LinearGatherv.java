package org.collsim.mpi.coll.gatherv;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.Counts;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Linear gatherv (MPICH {@code gatherv_allcomm_linear}). Any p, any root, any counts.
 * <ol>
 * <li>Every non-root with a non-empty block sends it to the root.</li>
 * <li>The root copies its own block to offset(root) of OUT and posts every receive of a
 * non-empty block at once, rank r's at offset(r) (MPICH's irecvs and one waitall).</li>
 * </ol>
 * MPICH sends with MPI_Ssend from 32 ranks on ({@code MPIR_CVAR_GATHERV_INTER_SSEND_MIN_PROCS});
 * here every send is a standard send.
 * <p>Cost: the sum over non-root ranks r with counts(r) &gt; 0 of alpha + counts(r)*beta,
 * exact for every p and every counts under Hockney's model: all non-roots send at time 0 and the
 * root's receive port serves them back to back (for equal counts c: (p-1)(alpha + c*beta), the
 * linear gather's cost).
 */
public final class LinearGatherv implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.GATHERV;
    }

    @Override
    public String name() {
        return "linear";
    }

    @Override
    public boolean isDefault() {
        return true;
    }

    @Override
    public String citation() {
        return "MPICH gatherv_allcomm_linear.c";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        linear(args, rank, schedule, true);
    }

    /**
     * The linear gatherv ({@code toRoot}) or its mirror image, the linear scatterv: every rank r with
     * a non-empty block sends it to the root (receives it from the root) at offset(r) of the root's OUT
     * (IN), all at once, in rank order; the root copies its own block.
     */
    public static void linear(CollArgs args, int rank, ScheduleBuilder schedule, boolean toRoot) {
        Counts counts = args.counts();
        int root = args.root();
        if (rank != root) {
            if (counts.count(rank) > 0 && toRoot) {
                schedule.send(root, Buffers.IN, 0, counts.count(rank));
            } else if (counts.count(rank) > 0) {
                schedule.recv(root, Buffers.OUT, 0, counts.count(rank));
            }
            return;
        }
        schedule.copy(Buffers.IN, toRoot ? 0 : counts.offset(root), Buffers.OUT, toRoot ? counts.offset(root) : 0,
                counts.count(root));
        for (int peer = 0; peer < args.ranks(); peer++) {
            if (peer != root && counts.count(peer) > 0 && toRoot) {
                schedule.recv(peer, Buffers.OUT, counts.offset(peer), counts.count(peer));
            } else if (peer != root && counts.count(peer) > 0) {
                schedule.send(peer, Buffers.IN, counts.offset(peer), counts.count(peer));
            }
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        return OptionalLong.of(serialTransfersPs(args, model));
    }

    /**
     * The sum of alpha + counts(r)*beta over the non-root ranks with a non-empty block: the root's
     * port serving every block in turn (linear scatterv's cost too).
     */
    public static long serialTransfersPs(CollArgs args, HockneyModel model) {
        long total = 0;
        for (int r = 0; r < args.ranks(); r++) {
            long count = args.counts().count(r);
            if (r != args.root() && count > 0) {
                total += model.transferPs(count * args.elementBytes());
            }
        }
        return total;
    }
}

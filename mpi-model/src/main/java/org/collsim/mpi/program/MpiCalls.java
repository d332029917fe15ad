package org.collsim.mpi.program;

import org.collsim.mpi.MpiErrorClass;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.comm.CollEntry;
import org.collsim.mpi.comm.CommWorld;
import org.collsim.mpi.comm.Communicator;
import org.collsim.mpi.sched.ReduceOp;

/**
 * The MPI statements of programs: collectives and communicator management here, checked
 * (counts, roots) before anything reaches the engine; point-to-point calls in
 * {@link PointToPointCalls}, windows and one-sided accesses in {@link WindowCalls},
 * MPI_Comm_create in {@link CommCreateCall}.
 */
final class MpiCalls {
    /** Bytes each member contributes to a split's agreement allgather: its color and key (two 4-byte ints, as MPICH). */
    static final long SPLIT_AGREEMENT_BYTES = 8;
    /** Bytes of a dup's context-id agreement allreduce. */
    static final long DUP_AGREEMENT_BYTES = 4;

    private final ProgramContext ctx;
    private final WindowCalls windows;
    private final CommCreateCall creates;

    MpiCalls(ProgramContext ctx) {
        this.ctx = ctx;
        this.windows = new WindowCalls(ctx);
        this.creates = new CommCreateCall(ctx);
    }

    void execute(RankInterpreter r, Stmt s) {
        if (s instanceof Stmt.PointToPoint p) {
            PointToPointCalls.call(r, p);
        } else if (s instanceof Stmt.Start st) {
            PointToPointCalls.start(r, st);
        } else if (s instanceof Stmt.RequestFree f) {
            PointToPointCalls.free(r, f);
        } else if (s instanceof Stmt.Cancel c) {
            PointToPointCalls.cancel(r, c);
        } else if (s instanceof Stmt.WinCreate || s instanceof Stmt.Rma || s instanceof Stmt.Fence
                || s instanceof Stmt.WinFree) {
            windows.execute(r, s);
        } else if (s instanceof Stmt.Collective c) {
            collective(r, c);
        } else if (s instanceof Stmt.CommSplit sp) {
            split(r, sp);
        } else if (s instanceof Stmt.CommDup d) {
            dup(r, d);
        } else if (s instanceof Stmt.CommCreate cr) {
            creates.call(r, cr);
        } else if (s instanceof Stmt.CommFree f) {
            free(r, f);
        } else {
            throw new IllegalStateException("not an MPI statement: " + s);
        }
    }

    /** Evaluates {@code e} as a rank of {@code cs}; outside it is {@code errorClass}, naming {@code field}. */
    static int rankIn(RankInterpreter r, Stmt s, CommState cs, Expr e, String field, MpiErrorClass errorClass) {
        long v = r.eval(e, s, field);
        if (v < 0 || v >= cs.size()) {
            throw r.error(errorClass, s, field + " " + e + " = " + v + " is not a rank of " + cs.name() + " (0.."
                    + (cs.size() - 1) + ")");
        }
        return (int) v;
    }

    static long count(RankInterpreter r, Stmt s, Expr bytes) {
        long n = r.eval(bytes, s, "bytes");
        if (n < 0) {
            throw r.error(MpiErrorClass.MPI_ERR_COUNT, s, "bytes " + bytes + " = " + n + " is negative");
        }
        return n;
    }

    private void collective(RankInterpreter r, Stmt.Collective c) {
        CommState cs = r.comm(c.comm(), c);
        long bytes = count(r, c, c.bytes());
        Collective coll = c.entry().collective();
        int root = c.root() == null ? 0 : rankIn(r, c, cs, c.root(), "root", MpiErrorClass.MPI_ERR_ROOT);
        String algorithm = c.algorithm() != null ? c.algorithm().name() : ctx.defaultName(coll);
        CollSignature sig = new CollSignature(c.entry().id(), bytes, coll.rooted() ? root : -1, algorithm, r.rank(), c.path());
        CommState.Arrival a = cs.join(cs.rankOf(r.rank()), sig);
        String description = sig.describe() + " on " + cs.name() + " (collective #" + a.sequence + ")";
        Handle h = new Handle(r, c.request(), description, c.path());
        ctx.startCollective(cs, c.entry(), args(r, c, cs.size(), bytes, root), c.algorithm(), a.sequence, r.rank(),
                c.entry().id() + " at " + c.path(), h);
        if (c.request() == null) {
            r.block(Blocker.on(c.path(), () -> description + missing(cs, a.sequence), h, () -> { }));
        } else {
            r.requests().add(c.request(), h, c);
        }
    }

    /** The call's arguments: a "v" collective's bytes split over the communicator by its counts. */
    private static CollArgs args(RankInterpreter r, Stmt.Collective c, int size, long bytes, int root) {
        if (!c.entry().collective().vector()) {
            return new CollArgs(size, bytes, 1, root);
        }
        try {
            return CollArgs.vector(c.counts().resolve(bytes, size), 1, root, ReduceOp.SUM);
        } catch (IllegalArgumentException e) {
            throw r.error(MpiErrorClass.MPI_ERR_COUNT, c, e.getMessage());
        }
    }

    static String missing(CommState cs, long sequence) {
        var ranks = cs.notArrived(sequence);
        return ranks.isEmpty() ? "" : ", which rank(s) " + ranks + " never called";
    }

    private void split(RankInterpreter r, Stmt.CommSplit s) {
        CommState parent = r.comm(s.parent(), s);
        r.checkUnbound(s.name(), s);
        int color = CommWorld.UNDEFINED;
        if (s.color() != null) {
            long v = r.eval(s.color(), s, "color");
            if (v < 0 || v > Integer.MAX_VALUE) {
                throw r.error(MpiErrorClass.MPI_ERR_ARG, s, "color " + s.color() + " = " + v
                        + " is neither a non-negative int nor \"undefined\"");
            }
            color = (int) v;
        }
        long key = r.eval(s.key(), s, "key");
        if (key < Integer.MIN_VALUE || key > Integer.MAX_VALUE) {
            throw r.error(MpiErrorClass.MPI_ERR_ARG, s, "key " + s.key() + " = " + key + " is not an int");
        }
        int me = parent.rankOf(r.rank());
        CommState.Arrival a = parent.join(me, new CollSignature("split", SPLIT_AGREEMENT_BYTES, -1, "", r.rank(), s.path()));
        if (a.colors == null) {
            a.colors = new int[parent.size()];
            a.keys = new int[parent.size()];
        }
        a.colors[me] = color;
        a.keys[me] = (int) key;
        if (parent.allArrived(a)) {
            a.result = made(ctx.comms().split(parent.comm(), i -> a.colors[i], i -> a.keys[i]), s.name(), s.path());
        }
        agree(ctx, r, s, parent, a, CollEntry.ALLGATHER, SPLIT_AGREEMENT_BYTES, () -> r.bindComm(s.name(), a.result[me], s));
    }

    private CommState[] made(Communicator[] perRank, String name, String path) {
        CommState[] out = new CommState[perRank.length];
        java.util.Map<Communicator, CommState> seen = new java.util.IdentityHashMap<>();
        for (int i = 0; i < perRank.length; i++) {
            if (perRank[i] != null) {
                out[i] = seen.computeIfAbsent(perRank[i], c -> ctx.register(c, name, path));
            }
        }
        return out;
    }

    private void dup(RankInterpreter r, Stmt.CommDup d) {
        CommState parent = r.comm(d.parent(), d);
        r.checkUnbound(d.name(), d);
        CommState.Arrival a = parent.join(parent.rankOf(r.rank()),
                new CollSignature("dup", DUP_AGREEMENT_BYTES, -1, "", r.rank(), d.path()));
        if (parent.allArrived(a)) {
            a.result = new CommState[] {ctx.register(ctx.comms().dup(parent.comm()), d.name(), d.path())};
        }
        agree(ctx, r, d, parent, a, CollEntry.ALLREDUCE, DUP_AGREEMENT_BYTES, () -> r.bindComm(d.name(), a.result[0], d));
    }

    /**
     * Runs the agreement collective of a dup, split or create on the parent, through its table;
     * {@code bind} names the result when it completes.
     */
    static void agree(ProgramContext ctx, RankInterpreter r, Stmt s, CommState parent, CommState.Arrival a, CollEntry entry, long bytes,
                       Runnable bind) {
        String description = Statements.verb(s) + " of " + parent.name() + " (collective #" + a.sequence + ")";
        Handle h = new Handle(r, null, description, s.path());
        ctx.startCollective(parent, entry, new CollArgs(parent.size(), bytes, 1, 0), null, a.sequence, r.rank(),
                Statements.verb(s) + " at " + s.path(), h);
        r.block(Blocker.on(s.path(), () -> description + missing(parent, a.sequence), h, bind));
    }

    private void free(RankInterpreter r, Stmt.CommFree f) {
        if (f.name().equals(Stmt.WORLD)) {
            throw r.error(MpiErrorClass.MPI_ERR_COMM, f, "world cannot be freed by the program (MPI_Finalize frees it)");
        }
        CommState cs = r.unbindComm(f.name(), f);
        if (cs != null && cs.free(r.rank(), "free at " + f.path())) {
            ctx.comms().free(cs.comm());
        }
    }
}

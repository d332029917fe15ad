package org.collsim.mpi.program;

import org.collsim.mpi.MpiErrorClass;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.comm.CollEntry;
import org.collsim.mpi.comm.CommWorld;
import org.collsim.mpi.comm.Communicator;
import org.collsim.mpi.progress.RecvRequest;
import org.collsim.mpi.progress.SendRequest;

/**
 * The MPI statements of programs: point-to-point calls, collectives and communicator
 * management, checked (ranks, counts, tags, roots) before anything reaches the engine.
 */
final class MpiCalls {
    /** Bytes each member contributes to a split's agreement allgather: its color and key (two 4-byte ints, as MPICH). */
    static final long SPLIT_AGREEMENT_BYTES = 8;
    /** Bytes of a dup's context-id agreement allreduce. */
    static final long DUP_AGREEMENT_BYTES = 4;

    private final ProgramContext ctx;

    MpiCalls(ProgramContext ctx) {
        this.ctx = ctx;
    }

    void execute(RankInterpreter r, Stmt s) {
        if (s instanceof Stmt.PointToPoint p) {
            pointToPoint(r, p);
        } else if (s instanceof Stmt.Collective c) {
            collective(r, c);
        } else if (s instanceof Stmt.CommSplit sp) {
            split(r, sp);
        } else if (s instanceof Stmt.CommDup d) {
            dup(r, d);
        } else if (s instanceof Stmt.CommFree f) {
            free(r, f);
        } else {
            throw new IllegalStateException("not an MPI statement: " + s);
        }
    }

    private void pointToPoint(RankInterpreter r, Stmt.PointToPoint p) {
        CommState cs = r.comm(p.comm(), p);
        int peer = p.peer() == null ? RecvRequest.ANY : peer(r, p, cs);
        long bytes = count(r, p, p.bytes());
        int tag = p.tag() == null ? RecvRequest.ANY : tag(r, p);
        String description = p.verb().id() + (p.verb().sends() ? " to " : " from ") + (peer == RecvRequest.ANY ? "any" : peer)
                + " tag " + (tag == RecvRequest.ANY ? "any" : tag) + (p.comm().equals(Stmt.WORLD) ? "" : " on " + p.comm());
        Handle h = new Handle(r, p.request(), description, p.path());
        int worldPeer = peer == RecvRequest.ANY ? peer : cs.worldRank(peer);
        if (p.verb().sends()) {
            r.engine().isend(r.rank(), worldPeer, cs.p2pContext(), tag, bytes, null, new SendRequest(h, worldPeer, tag));
        } else {
            r.engine().irecv(r.rank(), new RecvRequest(h, worldPeer, tag, cs.p2pContext(), bytes, null, 0));
        }
        if (p.verb().blocking()) {
            r.block(Blocker.on(p.path(), () -> description, h, () -> { }));
        } else {
            r.addRequest(p.request(), h, p);
        }
    }

    private static int peer(RankInterpreter r, Stmt.PointToPoint p, CommState cs) {
        long peer = r.eval(p.peer(), p, "peer");
        if (peer < 0 || peer >= cs.size()) {
            throw r.error(MpiErrorClass.MPI_ERR_RANK, p, "peer " + p.peer() + " = " + peer + " is not a rank of "
                    + cs.name() + " (0.." + (cs.size() - 1) + ")");
        }
        return (int) peer;
    }

    private static long count(RankInterpreter r, Stmt s, Expr bytes) {
        long n = r.eval(bytes, s, "bytes");
        if (n < 0) {
            throw r.error(MpiErrorClass.MPI_ERR_COUNT, s, "bytes " + bytes + " = " + n + " is negative");
        }
        return n;
    }

    private static int tag(RankInterpreter r, Stmt.PointToPoint p) {
        long tag = r.eval(p.tag(), p, "tag");
        if (tag < 0 || tag > Integer.MAX_VALUE) {
            throw r.error(MpiErrorClass.MPI_ERR_TAG, p, "tag " + p.tag() + " = " + tag + " is not in 0.." + Integer.MAX_VALUE);
        }
        return (int) tag;
    }

    private void collective(RankInterpreter r, Stmt.Collective c) {
        CommState cs = r.comm(c.comm(), c);
        long bytes = count(r, c, c.bytes());
        Collective coll = c.entry().collective();
        int root = 0;
        if (c.root() != null) {
            long v = r.eval(c.root(), c, "root");
            if (v < 0 || v >= cs.size()) {
                throw r.error(MpiErrorClass.MPI_ERR_ROOT, c, "root " + c.root() + " = " + v + " is not a rank of "
                        + cs.name() + " (0.." + (cs.size() - 1) + ")");
            }
            root = (int) v;
        }
        String algorithm = c.algorithm() != null ? c.algorithm().name() : ctx.defaultName(coll);
        CollSignature sig = new CollSignature(c.entry().id(), bytes, coll.rooted() ? root : -1, algorithm, r.rank(), c.path());
        CommState.Arrival a = cs.join(cs.rankOf(r.rank()), sig);
        String description = sig.describe() + " on " + cs.name() + " (collective #" + a.sequence + ")";
        Handle h = new Handle(r, c.request(), description, c.path());
        ctx.startCollective(cs, c.entry(), new CollArgs(cs.size(), bytes, 1, root), c.algorithm(), a.sequence, r.rank(),
                c.entry().id() + " at " + c.path(), h);
        if (c.request() == null) {
            r.block(Blocker.on(c.path(), () -> description + missing(cs, a.sequence), h, () -> { }));
        } else {
            r.addRequest(c.request(), h, c);
        }
    }

    private static String missing(CommState cs, long sequence) {
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
        agree(r, s, parent, a, CollEntry.ALLGATHER, SPLIT_AGREEMENT_BYTES, () -> r.bindComm(s.name(), a.result[me], s));
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
        agree(r, d, parent, a, CollEntry.ALLREDUCE, DUP_AGREEMENT_BYTES, () -> r.bindComm(d.name(), a.result[0], d));
    }

    /** Runs the agreement collective of a dup or split on the parent; {@code bind} names the result when it completes. */
    private void agree(RankInterpreter r, Stmt s, CommState parent, CommState.Arrival a, CollEntry entry, long bytes,
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

package org.collsim.mpi.program;

import org.collsim.mpi.MpiErrorClass;
import org.collsim.mpi.progress.OperationRequest;
import org.collsim.mpi.progress.RecvRequest;

/**
 * Point-to-point statements: isend / irecv / send / recv, persistent requests (send_init,
 * recv_init, start, startall, request_free) and cancel. Arguments are checked and evaluated
 * into a {@link P2pOp} (peer, tag, size, datatype segments, buffer id) before anything
 * reaches the engine.
 */
final class PointToPointCalls {
    private PointToPointCalls() {
    }

    static void call(RankInterpreter r, Stmt.PointToPoint p) {
        P2pOp op = evaluate(r, p);
        if (p.verb().persistent()) {
            r.requests().definePersistent(p.request(), op, p);
            r.engine().preparePersistent(r.rank(), op.sizeBytes());
            return;
        }
        Handle h = op.issue(r, p.request(), p.path(), false);
        if (p.verb().blocking()) {
            r.block(Blocker.on(p.path(), op::description, h, () -> { }));
        } else {
            r.requests().add(p.request(), h, p);
        }
    }

    static void start(RankInterpreter r, Stmt.Start s) {
        for (String name : s.requests()) {
            r.requests().start(name, s);
        }
    }

    static void free(RankInterpreter r, Stmt.RequestFree f) {
        r.requests().free(f.request(), f);
    }

    /**
     * MPI_Cancel of a send: the engine asks the receiver to drop it, which works only for a
     * rendezvous send the receiver has not matched; a wait on the send then returns either way.
     * Cancelling a completed send has no effect.
     */
    static void cancel(RankInterpreter r, Stmt.Cancel c) {
        Handle h = r.requests().active(c.request());
        if (h == null) {
            throw r.error(MpiErrorClass.MPI_ERR_REQUEST, c, "no active request named \"" + c.request() + "\"");
        }
        if (h.send() == null) {
            throw r.error(MpiErrorClass.MPI_ERR_REQUEST, c, "request " + h
                    + " is not a send: collsim cancels send requests only");
        }
        if (!h.isComplete()) {
            r.engine().oneSided().cancel(r.rank(), h.send(), new OperationRequest(null));
        }
    }

    private static P2pOp evaluate(RankInterpreter r, Stmt.PointToPoint p) {
        CommState cs = r.comm(p.comm(), p);
        int peer = p.peer() == null ? RecvRequest.ANY : MpiCalls.rankIn(r, p, cs, p.peer(), "peer", MpiErrorClass.MPI_ERR_RANK);
        long elementBytes = MpiCalls.count(r, p, p.bytes());
        int tag = p.tag() == null ? RecvRequest.ANY : tag(r, p);
        long sizeBytes = elementBytes;
        int segments = 1;
        String layout = "";
        if (p.datatype() != null) {
            Datatypes.Layout l = Datatypes.vector(r, p, p.datatype(), elementBytes);
            sizeBytes = l.sizeBytes();
            segments = l.segments();
            layout = " " + l;
        }
        long bufferId = p.buffer() == null ? -1 : r.bufferId(p.buffer());
        String description = p.verb().id() + (p.verb().sends() ? " to " : " from ") + (peer == RecvRequest.ANY ? "any" : peer)
                + " tag " + (tag == RecvRequest.ANY ? "any" : tag) + (p.comm().equals(Stmt.WORLD) ? "" : " on " + p.comm())
                + layout;
        int worldPeer = peer == RecvRequest.ANY ? peer : cs.worldRank(peer);
        return new P2pOp(p.verb().sends(), worldPeer, tag, cs.p2pContext(), sizeBytes, segments, bufferId, description);
    }

    private static int tag(RankInterpreter r, Stmt.PointToPoint p) {
        long tag = r.eval(p.tag(), p, "tag");
        if (tag < 0 || tag > Integer.MAX_VALUE) {
            throw r.error(MpiErrorClass.MPI_ERR_TAG, p, "tag " + p.tag() + " = " + tag + " is not in 0.." + Integer.MAX_VALUE);
        }
        return (int) tag;
    }
}

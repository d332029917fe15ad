package org.collsim.mpi.program;

import org.collsim.engine.trace.TraceSink;
import org.collsim.mpi.progress.RecvRequest;
import org.collsim.mpi.progress.SendRequest;

/**
 * A point-to-point operation with its arguments evaluated: what a nonblocking call issues at
 * once and what a persistent request (send_init / recv_init) keeps and issues at every start.
 *
 * @param worldPeer destination or source as a world rank ({@link RecvRequest#ANY} for any source)
 * @param tag       the tag ({@link RecvRequest#ANY} for any tag)
 * @param sizeBytes the whole message: for a vector datatype, count * blocklength * element size
 * @param segments  contiguous pieces of the datatype: 1 is the contiguous (no packing) path
 * @param bufferId  the rank's id of the named buffer, -1 for a fresh one (registration cache)
 */
record P2pOp(boolean sends, int worldPeer, int tag, int context, long sizeBytes, int segments, long bufferId,
             String description) {
    /**
     * Starts the operation on the engine; the returned handle completes with it. A
     * {@code persistent} start skips the set-up its send_init / recv_init paid.
     */
    Handle issue(RankInterpreter r, String name, String path, boolean persistent) {
        Handle h = new Handle(r, name, description, path);
        TraceSink trace = r.engine().trace();
        if (trace != null) { // a timeline shows the call on the rank's MPI lane, from issue to completion
            h.traced();
            trace.operationStarted(r.rank(), h, 0, description + " (" + sizeBytes + " B)",
                    r.engine().simulation().nowPs());
        }
        if (sends) {
            SendRequest send = new SendRequest(h, worldPeer, tag);
            h.attachSend(send);
            r.engine().isend(r.rank(), worldPeer, context, tag, sizeBytes, null, send, bufferId, segments,
                    persistent);
        } else {
            r.engine().irecv(r.rank(), new RecvRequest(h, worldPeer, tag, context, sizeBytes, null, 0), bufferId, segments,
                    persistent);
        }
        return h;
    }
}

package org.collsim.mpi.progress;

import org.collsim.engine.Simulation;
import org.collsim.engine.net.Network;
import org.collsim.engine.net.Timing;
import org.collsim.engine.trace.TraceSink;

/**
 * The {@link PacketPath} of a run that records a timeline: every message is told to the sink on
 * arrival, and a rendezvous sender's hold when its data leaves.
 */
final class TracedPacketPath extends PacketPath {
    private final TraceSink trace;

    TracedPacketPath(Simulation sim, Network network, TraceSink trace) {
        super(sim, network);
        this.trace = trace;
    }

    @Override
    void dispatch(Packet p, long nowPs) {
        if (p.type != PacketType.VERTEX_DONE) { // local completions are not messages
            trace.message(p.src, p.dst, p.type.label(), p.sizeBytes, p.sentPs, nowPs);
        }
        super.dispatch(p, nowPs);
    }

    /** As {@link PacketPath#transmit}, noting when the packet started to leave (the arrow's tail). */
    @Override
    void transmit(int src, int dst, long wireBytes, long readyPs, Packet p, Timing out) {
        super.transmit(src, dst, wireBytes, readyPs, p, out);
        p.sentPs = out.startPs;
        if (p.type == PacketType.RNDV_DATA && out.startPs > p.heldSincePs) {
            trace.hold(src, p.heldSincePs, out.startPs);
        }
    }
}

package org.collsim.mpi.progress;

import org.collsim.engine.Simulation;
import org.collsim.engine.net.Network;
import org.collsim.engine.net.Timing;
import org.collsim.engine.trace.TraceSink;

/**
 * Where packets leave and reach ranks: {@link #transmit} puts a packet on the network,
 * {@link #dispatch} hands an arrived one (or a local completion) to the handler its
 * {@link PacketType} indexes, and counts it.
 */
final class PacketPath {
    private final Simulation sim;
    private final Network network;
    /** The network's timeline sink, or null (no timeline: one check per packet). */
    private final TraceSink trace;
    /** The network's model is deferred (flow): packets go through {@link Network#transmit}. Fixed per run. */
    private final boolean deferred;
    private final PacketHandler[] handlers = new PacketHandler[PacketType.COUNT];
    private final long[] packetsByType = new long[PacketType.COUNT];

    PacketPath(Simulation sim, Network network) {
        this.sim = sim;
        this.network = network;
        this.trace = network.trace();
        this.deferred = network.deferred();
    }

    /** The handler table, indexed by packet type, that devices fill. */
    PacketHandler[] handlers() {
        return handlers;
    }

    /** Packets of {@code type} that reached their destination. */
    long packets(PacketType type) {
        return packetsByType[type.ordinal()];
    }

    /** Delivers {@code p} to its handler (a fired arrival or local completion). */
    void dispatch(Packet p, long nowPs) {
        packetsByType[p.type.ordinal()]++;
        if (trace != null && p.type != PacketType.VERTEX_DONE) { // local completions are not messages
            trace.message(p.src, p.dst, p.type.label(), p.sizeBytes, p.sentPs, nowPs);
        }
        handlers[p.type.ordinal()].handle(p, nowPs);
    }

    /**
     * Puts {@code p} ({@code wireBytes} on the wire, ready at {@code readyPs}) on the network: the
     * one place packets leave a rank. Eager models price it into {@code out} and its arrival is
     * scheduled at once; a deferred model (flow) fills the sender's side of {@code out} and
     * schedules the arrival itself when it is known.
     */
    void transmit(int src, int dst, long wireBytes, long readyPs, Packet p, Timing out) {
        if (deferred) {
            network.transmit(sim, src, dst, p.tag, wireBytes, readyPs, p, out);
        } else {
            network.send(src, dst, wireBytes, readyPs, out);
            sim.schedule(out.arrivalPs, p);
        }
        if (trace != null) {
            p.sentPs = out.startPs;
        }
    }
}

package org.collsim.mpi.progress;

import org.collsim.engine.Simulation;
import org.collsim.engine.net.Network;
import org.collsim.engine.net.Timing;

/**
 * Where packets leave and reach ranks: {@link #transmit} puts a packet on the network,
 * {@link #dispatch} hands an arrived one (or a local completion) to the handler its
 * {@link PacketType} indexes, and counts it. A run that records a timeline gets
 * {@link TracedPacketPath} instead ({@link #of}), so this path has no tracing in it.
 */
class PacketPath {
    private final Simulation sim;
    private final Network network;
    /** The network's model is deferred (flow): packets go through {@link Network#transmit}. Fixed per run. */
    private final boolean deferred;
    private final PacketHandler[] handlers = new PacketHandler[PacketType.COUNT];
    private final long[] packetsByType = new long[PacketType.COUNT];

    PacketPath(Simulation sim, Network network) {
        this.sim = sim;
        this.network = network;
        this.deferred = network.deferred();
    }

    /** The path for {@code network}: traced when the network records a timeline. */
    static PacketPath of(Simulation sim, Network network) {
        return network.trace() == null ? new PacketPath(sim, network) : new TracedPacketPath(sim, network, network.trace());
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
    }
}

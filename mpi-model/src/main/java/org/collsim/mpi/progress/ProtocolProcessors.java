package org.collsim.mpi.progress;

import java.util.ArrayDeque;
import org.collsim.engine.Time;
import org.collsim.engine.net.Hosts;
import org.collsim.engine.net.Network;

/**
 * Who runs the device's protocol work. A host-driven NIC needs its host inside MPI: a packet
 * that reaches a computing rank waits in the rank's inbox until the rank calls into MPI, and
 * its handling takes the host CPU. An offload NIC handles packets at once on its own processor
 * (one per NIC, shared by the node's ranks that use it), whatever the host does. A run that
 * records a timeline gets {@link TracedProtocolProcessors} ({@link #of}).
 */
class ProtocolProcessors {
    /** A packet a host-driven NIC holds until its host is back in MPI, with the handler that will run it. */
    private record Deferred(PacketHandler handler, Packet packet) {
    }

    private final ProgressEngine engine;
    private final DeviceModel d;
    private final Network net;
    private final Hosts hosts;
    /** When each offload NIC's processor is free; null on a host-driven NIC. */
    private final long[] nicFreePs;
    private final ArrayDeque<Deferred>[] inbox;

    @SuppressWarnings({"unchecked", "rawtypes"})
    ProtocolProcessors(ProgressEngine engine, DeviceModel device) {
        this.engine = engine;
        this.d = device;
        this.net = engine.network();
        this.hosts = net.hosts();
        this.nicFreePs = device.offload() ? new long[net.nics()] : null; // an offload NIC belongs to the node
        this.inbox = device.offload() ? null : new ArrayDeque[net.ranks()];
    }

    /**
     * The handler as this NIC runs it: an offload NIC at once; a host-driven one only when the
     * host is inside MPI (the packet waits in the rank's inbox otherwise).
     */
    PacketHandler apply(PacketHandler h) {
        if (d.offload()) {
            return h;
        }
        return (p, now) -> {
            if (engine.isInsideMpi(p.dst)) {
                h.handle(p, now);
            } else {
                inbox(p.dst).add(new Deferred(h, p));
            }
        };
    }

    private ArrayDeque<Deferred> inbox(int rank) {
        ArrayDeque<Deferred> waiting = inbox[rank];
        if (waiting == null) {
            waiting = new ArrayDeque<>();
            inbox[rank] = waiting;
        }
        return waiting;
    }

    /** The rank entered MPI: its progress engine handles what arrived meanwhile, in order. */
    void enteredMpi(int rank, long nowPs) {
        ArrayDeque<Deferred> waiting = inbox == null ? null : inbox[rank];
        while (waiting != null && !waiting.isEmpty() && engine.isInsideMpi(rank)) {
            Deferred next = waiting.poll();
            next.handler().handle(next.packet(), nowPs);
        }
    }

    /** Packets a host-driven NIC still holds for {@code rank} (for deadlock reports). */
    int heldFor(int rank) {
        return inbox == null || inbox[rank] == null ? 0 : inbox[rank].size();
    }

    /** Time on whichever processor handles protocol work at {@code rank}; returns when it ends. */
    long process(int rank, long readyPs, long costPs) {
        if (!d.offload()) {
            return hosts.occupyCpu(rank, readyPs, costPs);
        }
        int nic = net.nicOf(rank);
        long start = Math.max(readyPs, nicFreePs[nic]);
        nicFreePs[nic] = Time.add(start, costPs, "NIC work end");
        if (costPs > 0) {
            nicWorked(rank, start, nicFreePs[nic]);
        }
        return nicFreePs[nic];
    }

    /** {@code rank}'s offload NIC processor worked from {@code startPs} to {@code endPs}: nothing to do here; a timeline records it. */
    void nicWorked(int rank, long startPs, long endPs) {
    }

    /** The processors of {@code device}: traced when the engine records a timeline. */
    static ProtocolProcessors of(ProgressEngine engine, DeviceModel device) {
        return engine.trace() == null ? new ProtocolProcessors(engine, device) : new TracedProtocolProcessors(engine, device);
    }

    /** The cost of handling one packet on this NIC's protocol processor. */
    long packetPs() {
        return d.offload() ? d.nicPacketPs() : d.hostPacketPs();
    }
}

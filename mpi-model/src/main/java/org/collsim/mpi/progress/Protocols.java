package org.collsim.mpi.progress;

import java.util.function.UnaryOperator;

/**
 * How a device moves point-to-point messages: the plain network model's rules
 * ({@link PlainProtocols}) or the protocol device ({@link DeviceProtocols}). The engine checks
 * arguments, counts, and delegates here.
 */
interface Protocols extends UnaryOperator<PacketHandler> {
    /** Puts this device's packet handlers into the engine's table. */
    void install(PacketHandler[] table);

    /** How one-sided packets are injected and handled on this device. */
    OneSided.Transport transport();

    void isend(int src, int dst, int context, int tag, long sizeBytes, long[] payload, SendRequest req, long bufferId);

    void irecv(int rank, RecvRequest req, long bufferId);

    /** Pays a persistent request's set-up (and registration) once, at send_init / recv_init. */
    default void preparePersistent(int rank, long sizeBytes) {
    }

    /** The rank came back into MPI: handle what waited for its host. */
    default void enteredMpi(int rank, long nowPs) {
    }

    /** The handler as this device runs it (a host-driven NIC defers it while the host computes). */
    @Override
    default PacketHandler apply(PacketHandler h) {
        return h;
    }

    /** Packets held for {@code rank} until it enters MPI again (host-driven NICs; for deadlock reports). */
    default int heldFor(int rank) {
        return 0;
    }

    /** Work on the rank's NIC processor from {@code readyPs} (an offload NIC's); returns its end. */
    default long nicWork(int rank, long readyPs, long costPs) {
        return readyPs + costPs;
    }

    default long registrationHits() {
        return 0;
    }

    default long registrationMisses() {
        return 0;
    }
}

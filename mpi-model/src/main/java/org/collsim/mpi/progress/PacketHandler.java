package org.collsim.mpi.progress;

/** Handles a packet of one type when it reaches its destination (or completes locally). */
@FunctionalInterface
interface PacketHandler {
    void handle(Packet packet, long nowPs);
}

package org.collsim.mpi.progress;

import org.collsim.engine.Event;

/**
 * A packet in flight, waiting in an unexpected queue, or a local completion. Firing it means it
 * reaches its destination, where the engine's handler for its type takes over. Packets are
 * pooled by the engine.
 */
final class Packet extends QueueEntry implements Event {
    final ProgressEngine engine;
    PacketType type;
    int src;
    int dst;
    int context;
    int tag;
    /** The message's payload size (for control packets: the size of the message they announce). */
    long sizeBytes;
    long[] payload;
    /** The send this packet belongs to, when the sender waits for it (rendezvous), else null. */
    SendRequest sender;
    /** The matched receive (on CTS and DATA packets) or a request to complete (VERTEX_DONE). */
    Request request;
    /** On a header of the general one-sided path: the {@link PacketType#RMA_DATA} packet follows; on that packet: whose data it is. */
    PacketType carries;
    /** When the receiver began handling it and when it was handled (overheads paid). */
    long handledPs;
    long receivedPs;
    /** When it started to leave its sender (set on a traced run only: timelines draw the message from there). */
    long sentPs;
    /** On a rendezvous's packets (and a plain send's): when the send was issued (a timeline's hold starts there). */
    long heldSincePs;

    Packet(ProgressEngine engine) {
        this.engine = engine;
    }

    /** Fills this (new or recycled) packet. */
    Packet set(PacketType type, int src, int dst, int context, int tag, long sizeBytes, long[] payload) {
        this.type = type;
        this.src = src;
        this.dst = dst;
        this.context = context;
        this.tag = tag;
        this.sizeBytes = sizeBytes;
        this.payload = payload;
        this.sender = null;
        this.request = null;
        this.carries = null;
        this.handledPs = 0;
        this.receivedPs = 0;
        this.sentPs = 0;
        this.heldSincePs = 0;
        return this;
    }

    @Override
    public void fire(long nowPs) {
        engine.packets().dispatch(this, nowPs);
    }

    @Override
    public String toString() {
        return type.name().toLowerCase() + " " + src + "->" + dst + " (tag " + tag + ", " + sizeBytes + " B)";
    }
}

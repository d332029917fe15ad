package org.collsim.mpi.progress;

import org.collsim.engine.Event;

/** A message in flight or waiting in an unexpected queue. Firing it means it reaches its receiver. */
final class Message implements Event {
    final ProgressEngine engine;
    int src;
    int dst;
    int context;
    int tag;
    long sizeBytes;
    long[] payload;
    /** The sender's request when the message goes by rendezvous (completes on match), else null. */
    SendRequest rendezvousSender;
    /** When the receiver began handling it and when its overhead was paid. */
    long handledPs;
    long receivedPs;
    Message next;

    Message(ProgressEngine engine) {
        this.engine = engine;
    }

    /** Fills this (new or recycled) message. */
    Message set(int src, int dst, int context, int tag, long sizeBytes, long[] payload, SendRequest rendezvousSender) {
        this.src = src;
        this.dst = dst;
        this.context = context;
        this.tag = tag;
        this.sizeBytes = sizeBytes;
        this.payload = payload;
        this.rendezvousSender = rendezvousSender;
        this.handledPs = 0;
        this.receivedPs = 0;
        this.next = null;
        return this;
    }

    @Override
    public void fire(long nowPs) {
        engine.arrive(this, nowPs);
    }
}

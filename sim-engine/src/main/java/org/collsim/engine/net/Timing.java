package org.collsim.engine.net;

/** Mutable result of pricing one send or receive, reused by the caller so the hot path allocates nothing. */
public final class Timing {
    /** When the operation actually started (after waiting for busy resources). */
    public long startPs;
    /** When the rank's side of the operation is done (an eager send's or a receive's request completes). */
    public long donePs;
    /** For a send: when the message reaches the receiver. */
    public long arrivalPs;
}

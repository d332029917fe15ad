package org.collsim.engine.trace;

/** Which side of a rank's NIC is busy. */
public enum NicWork {
    /** The send port or send gap, while a message leaves. */
    SEND,
    /** The receive port or receive gap, while a message comes in. */
    RECEIVE,
    /** An offload NIC's processor, running protocol work for the host. */
    PROCESSOR
}

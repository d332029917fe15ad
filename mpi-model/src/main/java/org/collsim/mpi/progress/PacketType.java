package org.collsim.mpi.progress;

/**
 * What a packet is; the progress engine dispatches each arriving packet through a table of
 * handlers indexed by this type (function pointers, not a switch).
 */
public enum PacketType {
    /** Payload carried in the header, up to the eager-short limit. */
    EAGER_SHORT,
    /** Header plus payload, up to the eager limit; the receiver copies it out of a bounce buffer. */
    EAGER,
    /**
     * The LogGOPS rendezvous of the plain network models: one message that completes its
     * sender only when matched (as LogGOPSim does).
     */
    LOGGOPS_RENDEZVOUS,
    /** Rendezvous request-to-send: header only, asks the receiver for a clear-to-send. */
    RNDV_RTS,
    /** Rendezvous clear-to-send: the receive is matched and its buffer ready. */
    RNDV_CTS,
    /** Rendezvous data, moved by the NIC (RDMA) once cleared. */
    RNDV_DATA,
    /** Cancel a send that has not been matched; answered with CANCEL_RESPONSE. */
    CANCEL,
    CANCEL_RESPONSE,
    /**
     * One-sided operations: put, get and its response, accumulate. Up to the short RMA limit the
     * data rides in the header; above it the header is followed by an {@link #RMA_DATA} packet.
     */
    RMA_PUT,
    RMA_GET,
    RMA_GET_RESPONSE,
    RMA_ACCUMULATE,
    /** The data of a put, accumulate or get response longer than the short RMA limit. */
    RMA_DATA,
    /** Local completion of a schedule vertex that ran on the CPU (a reduction). */
    VERTEX_DONE;

    static final int COUNT = values().length;

    /** The name timelines show: "eager", "rndv_rts". */
    String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}

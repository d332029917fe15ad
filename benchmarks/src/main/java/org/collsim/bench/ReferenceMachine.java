package org.collsim.bench;

import org.collsim.engine.net.LogGPModel;
import org.collsim.engine.net.Network;

/**
 * The LogGP machine every benchmark here runs on: a commodity InfiniBand-class cluster.
 * L = 1.5 us, o = 1 us, g = 1 us, G = 100 ps/B (10 GB/s), O = 0 ps/B, S = 65536 B (eager
 * limit), gamma = 0. One rank per node, so every message is priced by this one model.
 */
public final class ReferenceMachine {
    public static final long LATENCY_PS = 1_500_000L;
    public static final long OVERHEAD_PS = 1_000_000L;
    public static final long GAP_PS = 1_000_000L;
    public static final long GAP_PER_BYTE_PS = 100L;
    public static final long OVERHEAD_PER_BYTE_PS = 0L;
    public static final long EAGER_LIMIT_BYTES = 65_536L;
    public static final long GAMMA_PS_PER_BYTE = 0L;

    /** Human-readable parameters, printed with every result. */
    public static final String DESCRIPTION =
            "loggp L=1.5us o=1us g=1us G=100ps/B (10 GB/s) O=0 S=65536B gamma=0, 1 rank/node";

    private ReferenceMachine() {
    }

    public static LogGPModel model() {
        return new LogGPModel(LATENCY_PS, OVERHEAD_PS, GAP_PS, GAP_PER_BYTE_PS, OVERHEAD_PER_BYTE_PS,
                EAGER_LIMIT_BYTES, GAMMA_PS_PER_BYTE);
    }

    /** A fresh machine (idle resources) of {@code ranks} ranks. */
    public static Network network(int ranks) {
        return new Network(ranks, model());
    }
}

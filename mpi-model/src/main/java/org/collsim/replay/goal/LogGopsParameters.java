package org.collsim.replay.goal;

import org.collsim.engine.net.LogGPModel;

/**
 * The LogGOPS parameters a GOAL replay runs with, in picoseconds (per byte for G and O): wire latency L,
 * CPU overhead o, NIC gap g, per-byte gap G, per-byte overhead O, and the eager limit S in bytes
 * (messages larger than S use rendezvous).
 */
public record LogGopsParameters(long latencyPs, long overheadPs, long gapPs, long gapPerBytePs,
                                long overheadPerBytePs, long eagerLimitBytes) {
    public LogGopsParameters {
        if (latencyPs < 0 || overheadPs < 0 || gapPs < 0 || gapPerBytePs < 0 || overheadPerBytePs < 0 || eagerLimitBytes < 0) {
            throw new IllegalArgumentException("LogGOPS parameters must not be negative");
        }
    }

    /** The parameters of collsim's {@code loggp} network model. */
    public static LogGopsParameters of(LogGPModel model) {
        return new LogGopsParameters(model.latencyPs(), model.overheadPs(), model.gapPs(), model.gapPerBytePs(),
                model.overheadPerBytePs(), model.eagerLimitBytes());
    }

    /** Picoseconds per nanosecond: GOAL writes calc durations in ns. */
    static final long PS_PER_NS = 1000;
}

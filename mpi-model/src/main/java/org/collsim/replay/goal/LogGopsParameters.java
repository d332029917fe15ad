package org.collsim.replay.goal;

import org.collsim.engine.PerByte;
import org.collsim.engine.net.LogGPModel;

/**
 * The LogGOPS parameters a GOAL replay runs with, in picoseconds: wire latency L, CPU overhead o,
 * NIC gap g, per-byte gap G and per-byte overhead O (exact fractions of a picosecond per byte, priced
 * by {@link PerByte#timePs}, the rounding rule of every collsim model), and the eager limit S in
 * bytes (messages larger than S use rendezvous).
 */
public record LogGopsParameters(long latencyPs, long overheadPs, long gapPs, PerByte gapPerByte,
                                PerByte overheadPerByte, long eagerLimitBytes) {
    public LogGopsParameters {
        if (latencyPs < 0 || overheadPs < 0 || gapPs < 0 || eagerLimitBytes < 0) {
            throw new IllegalArgumentException("LogGOPS parameters must not be negative");
        }
    }

    /** Whole picoseconds per byte for G and O. */
    public LogGopsParameters(long latencyPs, long overheadPs, long gapPs, long gapPerBytePs, long overheadPerBytePs,
                             long eagerLimitBytes) {
        this(latencyPs, overheadPs, gapPs, PerByte.ofPs(gapPerBytePs), PerByte.ofPs(overheadPerBytePs), eagerLimitBytes);
    }

    /** The parameters of collsim's {@code loggp} network model. */
    public static LogGopsParameters of(LogGPModel model) {
        return new LogGopsParameters(model.latencyPs(), model.overheadPs(), model.gapPs(), model.gapPerByte(),
                model.overheadPerByte(), model.eagerLimitBytes());
    }

    /** Picoseconds per nanosecond: GOAL writes calc durations in ns. */
    static final long PS_PER_NS = 1000;
}

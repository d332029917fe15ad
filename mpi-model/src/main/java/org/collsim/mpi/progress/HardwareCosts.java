package org.collsim.mpi.progress;

import org.collsim.engine.PerByte;
import org.collsim.engine.Time;

/**
 * Costs of a NIC's hardware collectives (Quadrics QsNet style): a barrier completes
 * {@code barrierLatencyPs} after the last member joins; a broadcast of n bytes
 * {@code bcastLatencyPs + ceil(n * bcastPerByte)} after it.
 */
public record HardwareCosts(long barrierLatencyPs, long bcastLatencyPs, PerByte bcastPerByte) {
    public HardwareCosts {
        if (barrierLatencyPs < 0 || bcastLatencyPs < 0) {
            throw new IllegalArgumentException("hardware collective costs must not be negative");
        }
    }

    /** Whole picoseconds per byte. */
    public HardwareCosts(long barrierLatencyPs, long bcastLatencyPs, long bcastPsPerByte) {
        this(barrierLatencyPs, bcastLatencyPs, PerByte.ofPs(bcastPsPerByte));
    }

    public long durationPs(long sizeBytes) {
        return sizeBytes == 0 ? barrierLatencyPs : Time.add(bcastLatencyPs, bcastPerByte.timePs(sizeBytes), "hardware bcast time");
    }
}

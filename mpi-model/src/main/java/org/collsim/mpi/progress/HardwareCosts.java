package org.collsim.mpi.progress;

/**
 * Costs of a NIC's hardware collectives (Quadrics QsNet style): a barrier completes
 * {@code barrierLatencyPs} after the last member joins; a broadcast of n bytes
 * {@code bcastLatencyPs + n * bcastPsPerByte} after it.
 */
public record HardwareCosts(long barrierLatencyPs, long bcastLatencyPs, long bcastPsPerByte) {
    public HardwareCosts {
        if (barrierLatencyPs < 0 || bcastLatencyPs < 0 || bcastPsPerByte < 0) {
            throw new IllegalArgumentException("hardware collective costs must not be negative");
        }
    }

    public long durationPs(long sizeBytes) {
        return sizeBytes == 0 ? barrierLatencyPs : bcastLatencyPs + sizeBytes * bcastPsPerByte;
    }
}

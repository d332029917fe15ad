package org.collsim.report;

/**
 * The fields only a communicator workload's record has: its splits and colors, and the
 * communicators it created (world, one self per rank, {@code colors} per split; 0 in a record
 * a run limit stopped). Its table counters are the record's {@link ResultRecord#tables()}.
 */
public record CommWorkloadFields(int splits, int colors, long communicators) {
}

package org.collsim.report;

/**
 * The fields only a program workload's record has: the earliest and latest completion of a
 * rank (the latest is the record's time), bytes sent in all, and the override mechanism's
 * table counters after MPI_Finalize. Absent (null) on benchmark records, whose output stays
 * as it was.
 */
public record ProgramFields(long rankDoneMinPs, long rankDoneMaxPs, long bytesSent, long tablesAllocated,
                            long tablesReused, long tablesFreed, long hookCalls) {
}

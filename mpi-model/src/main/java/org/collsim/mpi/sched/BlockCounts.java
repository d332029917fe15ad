package org.collsim.mpi.sched;

/**
 * The element counts of a vector's blocks, block b being rank b's (a ring's blocks, a "v" call's
 * counts). A vertex whose count is a block's ({@link ScheduleBuilder}'s block overloads) stores
 * the block relative to its rank instead of the count, so the ranks of a ring, whose schedules
 * differ only by a rotation of the blocks, share one schedule even when the blocks differ in size.
 * Implementations compare by value: equal counts make equal schedules.
 */
public interface BlockCounts {
    /** Number of blocks: the communicator's ranks. */
    int ranks();

    /** Elements of block {@code rank}. */
    long count(int rank);
}

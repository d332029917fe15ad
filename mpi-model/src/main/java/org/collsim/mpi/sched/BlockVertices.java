package org.collsim.mpi.sched;

/**
 * The vertices of a shared {@link Schedule} whose count is a block's: per vertex the block's
 * distance after the schedule's rank (modulo the ranks), or -1 when the count is in the vertex's
 * word. Held by every rank that shares the schedule.
 */
record BlockVertices(int[] relativeBlock, BlockCounts blocks) {
    /** The count of vertex v for {@code rank} of {@code ranks}, or -1 when v's word holds it. */
    long count(int v, int rank, int ranks) {
        int d = relativeBlock[v];
        if (d < 0) {
            return -1;
        }
        int block = d + rank;
        return blocks.count(block >= ranks ? block - ranks : block);
    }
}

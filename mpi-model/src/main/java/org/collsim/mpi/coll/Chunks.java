package org.collsim.mpi.coll;

/**
 * How a pipelined algorithm cuts n elements into chunks of a segment size in bytes: whole
 * elements, at least one per chunk, the last chunk shorter when the segment does not divide the
 * buffer; a segment of 0 means one chunk (Open MPI's segsize 0, MPICH's chunk size 0).
 */
public record Chunks(long count, long chunkElements) {
    public static Chunks of(long n, int elementBytes, long segmentBytes) {
        if (segmentBytes == 0 || n == 0) {
            return new Chunks(1, Math.max(n, 1));
        }
        long chunk = Math.max(1, segmentBytes / elementBytes);
        return new Chunks(Math.max(1, (n + chunk - 1) / chunk), chunk);
    }

    public long offset(long i) {
        return i * chunkElements;
    }

    /** Elements of chunk i of n. */
    public long size(long n, long i) {
        return Math.max(0, Math.min(chunkElements, n - i * chunkElements));
    }
}

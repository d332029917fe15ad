package org.collsim.replay.goal;

/**
 * The dependents of one rank's operations and the byte layout of its records: each operation's
 * dependents in the order their dependency lines appear (the order LogGOPSim releases them), and
 * the width of every byte distance, widened until the layout no longer changes.
 */
final class RankEncoding {
    private final int ops;
    private final int[] bucketStart;
    private final int[] sortedFrom;
    private final int[] sortedTo;
    private final int[] width;
    private final int[] offset;

    RankEncoding(int ops, int edges, int[] edgeFrom, int[] edgeTo, boolean[] edgeOnStart) {
        this.ops = ops;
        bucketStart = new int[2 * ops + 1];
        for (int e = 0; e < edges; e++) {
            bucketStart[bucket(edgeFrom[e], edgeOnStart[e]) + 1]++;
        }
        for (int b = 0; b < 2 * ops; b++) {
            bucketStart[b + 1] += bucketStart[b];
        }
        int[] fill = java.util.Arrays.copyOf(bucketStart, 2 * ops);
        sortedFrom = new int[edges];
        sortedTo = new int[edges];
        for (int e = 0; e < edges; e++) {
            int at = fill[bucket(edgeFrom[e], edgeOnStart[e])]++;
            sortedFrom[at] = edgeFrom[e];
            sortedTo[at] = edgeTo[e];
        }
        width = new int[edges];
        java.util.Arrays.fill(width, 1);
        offset = new int[ops];
    }

    private static int bucket(int op, boolean onStart) {
        return 2 * op + (onStart ? 1 : 0);
    }

    int dependents(int op, boolean onStart) {
        int b = bucket(op, onStart);
        return bucketStart[b + 1] - bucketStart[b];
    }

    int offset(int op) {
        return offset[op];
    }

    /** Lays the records out given each one's length without its dependents; returns the total bytes. */
    int layout(int[] fixedLength) {
        while (true) {
            int at = 0;
            for (int i = 0; i < ops; i++) {
                offset[i] = at;
                at += fixedLength[i];
                for (int e = bucketStart[2 * i]; e < bucketStart[2 * i + 2]; e++) {
                    at += width[e];
                }
            }
            boolean widened = false;
            for (int e = 0; e < width.length; e++) {
                int needed = Varints.length(Varints.zigzag((long) offset[sortedTo[e]] - offset[sortedFrom[e]]));
                if (needed > width[e]) {
                    width[e] = needed;
                    widened = true;
                }
            }
            if (!widened) {
                return at;
            }
        }
    }

    /** Writes the count and distances of {@code op}'s dependents of one kind at {@code at}; returns the next position. */
    int writeDependents(byte[] out, int at, int op, boolean onStart) {
        int b = bucket(op, onStart);
        int count = bucketStart[b + 1] - bucketStart[b];
        at = Varints.write(out, at, count, Varints.length(count));
        for (int e = bucketStart[b]; e < bucketStart[b + 1]; e++) {
            long distance = (long) offset[sortedTo[e]] - offset[sortedFrom[e]];
            at = Varints.write(out, at, Varints.zigzag(distance), width[e]);
        }
        return at;
    }
}

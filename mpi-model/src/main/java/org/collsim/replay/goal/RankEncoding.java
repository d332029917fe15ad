package org.collsim.replay.goal;

import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * The dependents of one rank's operations and the byte layout of its records: each operation's
 * dependents in the order their dependency lines appear (the order LogGOPSim releases them), and
 * the width of every byte distance, widened until the layout no longer changes.
 */
final class RankEncoding {
    private int ops;
    private int edges;
    private int[] bucketStart = new int[64];
    private int[] fill = new int[64];
    private int[] sortedFrom = new int[64];
    private int[] sortedTo = new int[64];
    private int[] width = new int[64];
    private int[] offset = new int[64];

    /** Sets up the encoding of one rank block (the arrays are reused from block to block). */
    void reset(int opCount, int edgeCount, int[] edgeFrom, int[] edgeTo, boolean[] edgeOnStart) {
        ops = opCount;
        edges = edgeCount;
        if (bucketStart.length < 2 * ops + 1) {
            bucketStart = new int[2 * (2 * ops + 1)];
            fill = new int[bucketStart.length];
            offset = new int[2 * ops + 1];
        }
        if (sortedFrom.length < edges) {
            sortedFrom = new int[2 * edges];
            sortedTo = new int[2 * edges];
            width = new int[2 * edges];
        }
        Arrays.fill(bucketStart, 0, 2 * ops + 1, 0);
        for (int e = 0; e < edges; e++) {
            bucketStart[bucket(edgeFrom[e], edgeOnStart[e]) + 1]++;
        }
        for (int b = 0; b < 2 * ops; b++) {
            bucketStart[b + 1] += bucketStart[b];
        }
        System.arraycopy(bucketStart, 0, fill, 0, 2 * ops);
        for (int e = 0; e < edges; e++) {
            int at = fill[bucket(edgeFrom[e], edgeOnStart[e])]++;
            sortedFrom[at] = edgeFrom[e];
            sortedTo[at] = edgeTo[e];
        }
        Arrays.fill(width, 0, edges, 1);
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
            for (int e = 0; e < edges; e++) {
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
    int writeDependents(ByteBuffer out, int at, int op, boolean onStart) {
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

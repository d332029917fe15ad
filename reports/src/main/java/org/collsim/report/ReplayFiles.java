package org.collsim.report;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Writes a replay's ranks.csv ({@code rank,end_ps,end_us}, one line per rank, "\n" line ends)
 * through {@link AtomicFiles}; its other reports are {@code run}'s.
 */
public final class ReplayFiles {
    private ReplayFiles() {
    }

    public static void writeRanksCsv(long[] endPs, Path file) throws IOException {
        AtomicFiles.write(file, out -> {
            out.write("rank,end_ps,end_us\n");
            for (int rank = 0; rank < endPs.length; rank++) {
                out.write(rank + "," + endPs[rank] + "," + ReplayRecord.microseconds(endPs[rank]).toPlainString() + "\n");
            }
        });
    }
}

package org.collsim.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes {@code queues.csv}: one row per rank of every record that lists its ranks — the
 * deepest posted and unexpected queue and the entries searched.
 */
public final class QueuesCsv {
    private QueuesCsv() {
    }

    /** True when some record has per-rank queue statistics to write. */
    public static boolean hasRows(List<ResultRecord> records) {
        return records.stream().anyMatch(r -> r.queues().hasPerRank());
    }

    public static void write(List<ResultRecord> records, Path file) throws IOException {
        AtomicFiles.write(file, out -> {
            out.write("point,collective,algorithm,layers,ranks,bytes,rank,max_posted,max_unexpected,entries_searched\n");
            for (int i = 0; i < records.size(); i++) {
                ResultRecord r = records.get(i);
                QueueCounts q = r.queues();
                if (!q.hasPerRank()) {
                    continue;
                }
                String prefix = i + "," + r.collective() + "," + r.algorithm() + "," + r.layersLabel() + ","
                        + r.ranks() + "," + r.sizeBytes() + ",";
                for (int rank = 0; rank < q.perRankSearched().length; rank++) {
                    out.write(prefix + rank + "," + q.perRankMaxPosted()[rank] + "," + q.perRankMaxUnexpected()[rank]
                            + "," + q.perRankSearched()[rank] + "\n");
                }
            }
        });
    }
}

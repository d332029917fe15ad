package org.collsim.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes {@code links.csv}: one row per busiest link of every record with link statistics — its
 * name, bytes, busy time, peak concurrent flows and utilisation ({@link LinkUsage}).
 */
public final class LinksCsv {
    private LinksCsv() {
    }

    /** True when some record has link statistics. */
    public static boolean hasRows(List<ResultRecord> records) {
        return records.stream().anyMatch(r -> r.links() != null);
    }

    public static void write(List<ResultRecord> records, Path file) throws IOException {
        AtomicFiles.write(file, out -> {
            out.write("point,collective,algorithm,layers,ranks,bytes,link,bytes_carried,busy_ps,peak_flows,utilisation\n");
            for (int i = 0; i < records.size(); i++) {
                ResultRecord r = records.get(i);
                if (r.links() == null) {
                    continue;
                }
                String prefix = i + "," + r.collective() + "," + r.algorithm() + "," + r.layersLabel() + ","
                        + r.ranks() + "," + r.sizeBytes() + ",";
                for (LinkUsage.Link l : r.links().busiest()) {
                    out.write(prefix + l.name() + "," + l.bytes() + "," + l.busyPs() + "," + l.peakFlows() + ","
                            + l.utilisation().toPlainString() + "\n");
                }
            }
        });
    }
}

package org.collsim.report;

import java.util.ArrayList;
import java.util.List;

/**
 * The link statistics of the records that have them, as the Markdown and HTML reports show them:
 * per record its busiest links (at most {@value #SHOWN}) and its utilisation histogram.
 */
final class LinksTable {
    static final String HEADING = "link statistics";
    /** Busiest links shown per record (links.csv and results.json have all that were kept). */
    static final int SHOWN = 5;

    private LinksTable() {
    }

    static List<ResultRecord> withLinks(List<ResultRecord> records) {
        return records.stream().filter(r -> r.links() != null).toList();
    }

    /** One row per shown link: the record, the link, bytes, busy time, peak flows, utilisation. */
    static TextTable busiest(List<ResultRecord> records) {
        TextTable t = new TextTable().column("algorithm", TextTable.Align.LEFT).column("ranks", TextTable.Align.RIGHT)
                .column("bytes", TextTable.Align.RIGHT).column("link", TextTable.Align.LEFT)
                .column("bytes carried", TextTable.Align.RIGHT).column("busy us", TextTable.Align.RIGHT)
                .column("peak flows", TextTable.Align.RIGHT).column("utilisation", TextTable.Align.RIGHT);
        for (ResultRecord r : records) {
            for (LinkUsage.Link l : r.links().busiest().subList(0, Math.min(SHOWN, r.links().busiest().size()))) {
                t.row(List.of(r.collective() + " " + r.ranText(), Integer.toString(r.ranks()), Long.toString(r.sizeBytes()),
                        l.name(), Long.toString(l.bytes()), ReplayRecord.microsecondsText(l.busyPs()), Integer.toString(l.peakFlows()),
                        l.utilisation().toPlainString()));
            }
        }
        return t;
    }

    /** One row per record: links used and the count in each utilisation bucket. */
    static TextTable histogram(List<ResultRecord> records) {
        TextTable t = new TextTable().column("algorithm", TextTable.Align.LEFT).column("ranks", TextTable.Align.RIGHT)
                .column("bytes", TextTable.Align.RIGHT).column("links used", TextTable.Align.RIGHT);
        for (int b = 0; b < LinkUsage.BUCKETS; b++) {
            t.column(b == LinkUsage.BUCKETS - 1 ? "0.9-1" : "0." + b + "-0." + (b + 1), TextTable.Align.RIGHT);
        }
        for (ResultRecord r : records) {
            List<String> cells = new ArrayList<>(List.of(r.collective() + " " + r.ranText(), Integer.toString(r.ranks()),
                    Long.toString(r.sizeBytes()), Integer.toString(r.links().linksUsed())));
            for (int count : r.links().histogram()) {
                cells.add(Integer.toString(count));
            }
            t.row(cells);
        }
        return t;
    }
}

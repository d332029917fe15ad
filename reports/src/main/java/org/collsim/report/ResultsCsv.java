package org.collsim.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes records as CSV (RFC 4180: comma separated, fields quoted when they hold a comma,
 * quote or line break; "\n" line ends), with the same values as {@link ResultsJson}: the
 * layer stack is one cell ("hierarchical+tuned", "-" for none) and the table counters are
 * flattened into {@code tables_*} columns; {@code algorithm} is what the scenario asked for (every request a
 * run stands for, {@link ResultRecord#requestLabel()}) and
 * {@code ran} what served the call ({@link ResultRecord#ranText()}). When some record ran several replications, the
 * statistics columns follow ({@code replications}, {@code mean_ps}, ...; empty for records of one run).
 */
public final class ResultsCsv {
    private static final List<String> HEADER = List.of("scenario", "collective", "algorithm", "ran", "ranks", "bytes",
            "model", "seed", "time_ps", "time_us", "events", "messages", "layers", "tables_allocated", "tables_reused",
            "tables_freed", "tables_hook_calls", "tables_alive_at_end", "tables_foreign_at_destroy");

    /** Appended when some record ran more than one replication ({@link ReplicationStats}). */
    private static final List<String> STATS_HEADER = List.of("replications", "mean_ps", "stddev_ps", "min_ps", "max_ps",
            "median_ps", "ci95_low_ps", "ci95_high_ps");

    private ResultsCsv() {
    }

    public static String toCsv(List<ResultRecord> records) {
        StringBuilder out = new StringBuilder();
        boolean withStats = records.stream().anyMatch(r -> r.stats() != null);
        List<String> axes = records.stream().flatMap(r -> r.axes().keySet().stream()).distinct().toList();
        List<String> header = new ArrayList<>(HEADER);
        header.addAll(axes);
        if (withStats) {
            header.addAll(STATS_HEADER);
        }
        line(out, header);
        for (ResultRecord r : records) {
            List<String> cells = new ArrayList<>(cells(r));
            axes.forEach(a -> cells.add(r.axes().getOrDefault(a, "")));
            if (withStats) {
                cells.addAll(statsCells(r.stats()));
            }
            line(out, cells);
        }
        return out.toString();
    }

    /** Statistics cells; a record of one run has count 1 and empty cells. */
    private static List<String> statsCells(ReplicationStats s) {
        if (s == null) {
            return List.of("1", "", "", "", "", "", "", "");
        }
        return List.of(Integer.toString(s.count()), s.meanPs().toPlainString(), s.stddevPs().toPlainString(),
                Long.toString(s.minPs()), Long.toString(s.maxPs()), s.medianPs().toPlainString(),
                s.ciLowPs().toPlainString(), s.ciHighPs().toPlainString());
    }

    private static List<String> cells(ResultRecord r) {
        TableCounts t = r.tables();
        return List.of(r.scenario(), r.collective(), r.requestLabel(), r.ranText(), Integer.toString(r.ranks()),
                Long.toString(r.sizeBytes()), r.model(), Long.toString(r.seed()), Long.toString(r.timePs()),
                r.timeUs().toPlainString(), Long.toString(r.events()), Long.toString(r.messages()), r.layersLabel(),
                Long.toString(t.allocated()), Long.toString(t.reused()), Long.toString(t.freed()),
                Long.toString(t.hookCalls()), Long.toString(t.aliveAtEnd()), Long.toString(t.foreignAtDestroy()));
    }

    public static void write(List<ResultRecord> records, Path file) throws IOException {
        AtomicFiles.writeString(file, toCsv(records));
    }

    private static void line(StringBuilder out, List<String> cells) {
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            out.append(quote(cells.get(i)));
        }
        out.append('\n');
    }

    static String quote(String cell) {
        if (cell.indexOf(',') < 0 && cell.indexOf('"') < 0 && cell.indexOf('\n') < 0 && cell.indexOf('\r') < 0) {
            return cell;
        }
        return '"' + cell.replace("\"", "\"\"") + '"';
    }
}

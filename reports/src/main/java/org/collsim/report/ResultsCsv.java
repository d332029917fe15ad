package org.collsim.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes records as CSV (RFC 4180: comma separated, fields quoted when they hold a comma,
 * quote or line break; "\n" line ends), with the same values as {@link ResultsJson}: the
 * layer stack is one cell ("hierarchical+tuned", "-" for none) and the table counters are
 * flattened into {@code tables_*} columns.
 */
public final class ResultsCsv {
    private static final List<String> HEADER = List.of("scenario", "collective", "algorithm", "ranks", "bytes",
            "model", "seed", "time_ps", "time_us", "events", "messages", "layers", "tables_allocated", "tables_reused",
            "tables_freed", "tables_hook_calls", "tables_alive_at_end", "tables_foreign_at_destroy");

    private ResultsCsv() {
    }

    public static String toCsv(List<ResultRecord> records) {
        StringBuilder out = new StringBuilder();
        line(out, HEADER);
        for (ResultRecord r : records) {
            line(out, cells(r));
        }
        return out.toString();
    }

    private static List<String> cells(ResultRecord r) {
        TableCounts t = r.tables();
        return List.of(r.scenario(), r.collective(), r.algorithm(), Integer.toString(r.ranks()),
                Long.toString(r.sizeBytes()), r.model(), Long.toString(r.seed()), Long.toString(r.timePs()),
                r.timeUs().toPlainString(), Long.toString(r.events()), Long.toString(r.messages()), r.layersLabel(),
                Long.toString(t.allocated()), Long.toString(t.reused()), Long.toString(t.freed()),
                Long.toString(t.hookCalls()), Long.toString(t.aliveAtEnd()), Long.toString(t.foreignAtDestroy()));
    }

    public static void write(List<ResultRecord> records, Path file) throws IOException {
        Files.writeString(file, toCsv(records), StandardCharsets.UTF_8);
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

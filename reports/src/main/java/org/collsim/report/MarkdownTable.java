package org.collsim.report;

import java.util.ArrayList;
import java.util.List;
import org.collsim.report.TextTable.Align;

/**
 * A {@link TextTable} as a GitHub-flavoured Markdown table: cells padded so the source reads as
 * a table too, numeric columns marked right-aligned ({@code ---:}), "|" in a cell escaped, "\n"
 * line ends.
 */
public final class MarkdownTable {
    /** The shortest delimiter cell Markdown accepts ("---"). */
    private static final int MIN_WIDTH = 3;

    private MarkdownTable() {
    }

    public static String render(TextTable table) {
        List<String> headers = escape(table.headers());
        List<List<String>> rows = table.rows().stream().map(MarkdownTable::escape).toList();
        int[] widths = new int[headers.size()];
        java.util.Arrays.fill(widths, MIN_WIDTH);
        measure(headers, widths);
        rows.forEach(row -> measure(row, widths));
        StringBuilder out = new StringBuilder();
        line(out, headers, widths, table.aligns());
        List<String> rule = new ArrayList<>();
        for (int i = 0; i < widths.length; i++) {
            rule.add(table.aligns().get(i) == Align.RIGHT ? "-".repeat(widths[i] - 1) + ":" : "-".repeat(widths[i]));
        }
        line(out, rule, widths, table.aligns());
        rows.forEach(row -> line(out, row, widths, table.aligns()));
        return out.toString();
    }

    private static List<String> escape(List<String> cells) {
        return cells.stream().map(c -> c.replace("|", "\\|")).toList();
    }

    private static void measure(List<String> cells, int[] widths) {
        for (int i = 0; i < cells.size(); i++) {
            widths[i] = Math.max(widths[i], cells.get(i).length());
        }
    }

    private static void line(StringBuilder out, List<String> cells, int[] widths, List<Align> aligns) {
        out.append('|');
        for (int i = 0; i < cells.size(); i++) {
            String pad = " ".repeat(widths[i] - cells.get(i).length());
            out.append(' ').append(aligns.get(i) == Align.RIGHT ? pad + cells.get(i) : cells.get(i) + pad).append(" |");
        }
        out.append('\n');
    }
}

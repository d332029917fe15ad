package org.collsim.report;

import java.util.ArrayList;
import java.util.List;

/**
 * A table of text cells: headers, an alignment per column (text left, numbers right) and rows.
 * {@link #render()} gives the plain-text form: aligned columns, two spaces between columns, a
 * dashed rule under the header, "\n" line ends. {@link MarkdownTable} and {@link HtmlTable}
 * render the same table in their formats.
 */
public final class TextTable {
    private static final String GAP = "  ";

    /** Which side a column's cells align to. */
    public enum Align { LEFT, RIGHT }

    private final List<String> headers = new ArrayList<>();
    private final List<Align> aligns = new ArrayList<>();
    private final List<List<String>> rows = new ArrayList<>();

    public TextTable column(String header, Align align) {
        if (!rows.isEmpty()) {
            throw new IllegalStateException("add all columns before the first row");
        }
        headers.add(header);
        aligns.add(align);
        return this;
    }

    public TextTable row(List<String> cells) {
        if (cells.size() != headers.size()) {
            throw new IllegalArgumentException("expected " + headers.size() + " cells, found " + cells.size());
        }
        rows.add(List.copyOf(cells));
        return this;
    }

    List<String> headers() {
        return headers;
    }

    List<Align> aligns() {
        return aligns;
    }

    List<List<String>> rows() {
        return rows;
    }

    public String render() {
        int[] widths = new int[headers.size()];
        measure(headers, widths);
        for (List<String> row : rows) {
            measure(row, widths);
        }
        StringBuilder out = new StringBuilder();
        line(out, headers, widths);
        List<String> rule = new ArrayList<>();
        for (int w : widths) {
            rule.add("-".repeat(w));
        }
        line(out, rule, widths);
        for (List<String> row : rows) {
            line(out, row, widths);
        }
        return out.toString();
    }

    private static void measure(List<String> cells, int[] widths) {
        for (int i = 0; i < cells.size(); i++) {
            widths[i] = Math.max(widths[i], cells.get(i).length());
        }
    }

    private void line(StringBuilder out, List<String> cells, int[] widths) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                line.append(GAP);
            }
            String pad = " ".repeat(widths[i] - cells.get(i).length());
            line.append(aligns.get(i) == Align.RIGHT ? pad + cells.get(i) : cells.get(i) + pad);
        }
        out.append(line.toString().stripTrailing()).append('\n');
    }
}

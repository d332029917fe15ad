package org.collsim.report;

import java.util.List;
import org.collsim.report.TextTable.Align;

/**
 * A {@link TextTable} as an HTML {@code <table>}: a header row, one {@code <tr>} per row (one a
 * line), right-aligned columns marked {@code class="r"}, every cell escaped.
 */
final class HtmlTable {
    private HtmlTable() {
    }

    static String render(TextTable table) {
        StringBuilder out = new StringBuilder("<table>\n<thead>");
        row(out, "th", table.headers(), table.aligns());
        out.append("</thead>\n<tbody>\n");
        for (List<String> cells : table.rows()) {
            row(out, "td", cells, table.aligns());
            out.append('\n');
        }
        return out.append("</tbody>\n</table>\n").toString();
    }

    private static void row(StringBuilder out, String tag, List<String> cells, List<Align> aligns) {
        out.append("<tr>");
        for (int i = 0; i < cells.size(); i++) {
            out.append('<').append(tag).append(aligns.get(i) == Align.RIGHT ? " class=\"r\">" : ">")
                    .append(escape(cells.get(i))).append("</").append(tag).append('>');
        }
        out.append("</tr>");
    }

    /** Text for HTML element content and double-quoted attributes. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}

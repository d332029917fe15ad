package org.collsim.report;

import java.util.Locale;
import java.util.Optional;
import java.util.SortedSet;
import java.util.function.BiFunction;

/**
 * The one ranks x bytes heat map of the pages (results.html's best-algorithm map, tune.html's
 * maps): a table with a row per rank count and a column per message size whose cells carry a
 * text, a note, a colour (the page's colour of an algorithm) and a shade: the cell's background
 * is the colour at an opacity that grows with the shade, so strong cells stand out.
 */
final class HeatMap {
    /** One cell: {@code shade} in 0..1 (0: palest, 1: full colour). */
    record Cell(String text, String note, String cssColour, double shade) {
    }

    private HeatMap() {
    }

    static String html(String caption, SortedSet<Integer> ranks, SortedSet<Long> sizes,
                       BiFunction<Integer, Long, Optional<Cell>> cell) {
        StringBuilder out = new StringBuilder("<table class=\"map\">\n<caption>").append(HtmlTable.escape(caption))
                .append("</caption>\n<thead><tr><th>ranks \\ bytes</th>");
        sizes.forEach(b -> out.append("<th class=\"r\">").append(ChartPanels.sizeLabel(b)).append("</th>"));
        out.append("</tr></thead>\n<tbody>\n");
        for (int p : ranks) {
            out.append("<tr><th class=\"r\">").append(p).append("</th>");
            for (long b : sizes) {
                out.append(cell.apply(p, b).map(HeatMap::td).orElse("<td></td>"));
            }
            out.append("</tr>\n");
        }
        return out.append("</tbody>\n</table>\n").toString();
    }

    private static String td(Cell c) {
        // opacity 0x20 (pale) to 0xd0: the text stays readable on the strongest shade
        int alpha = 0x20 + (int) Math.round(Math.max(0, Math.min(1, c.shade())) * (0xd0 - 0x20));
        return "<td style=\"border-left:6px solid " + c.cssColour() + ";background:" + c.cssColour()
                + String.format(Locale.ROOT, "%02x", alpha) + "\">" + HtmlTable.escape(c.text())
                + (c.note().isEmpty() ? "" : "<small>" + HtmlTable.escape(c.note()) + "</small>") + "</td>";
    }

    /**
     * The shade of a relative margin ({@code 0.12} for 12 %): logarithmic, so 1 %, 10 % and 100 %
     * differ as much as they matter; 0 % is the palest, 100 % and more the strongest.
     */
    static double shadeOfMargin(double margin) {
        return Math.min(1, Math.log10(1 + 100 * Math.max(0, margin)) / Math.log10(101));
    }
}

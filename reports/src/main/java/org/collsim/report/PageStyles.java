package org.collsim.report;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.collsim.report.chart.SeriesStyle;

/**
 * The one assignment of styles for a whole page: a colour per algorithm and a line pattern with
 * a marker per layer stack, in order of first appearance in the records, so every panel, map and
 * the page legend agree.
 */
final class PageStyles {
    private final Map<String, Integer> colourByAlgorithm = new LinkedHashMap<>();
    private final Map<String, Integer> patternByStack = new LinkedHashMap<>();

    private PageStyles() {
    }

    static PageStyles of(List<ResultRecord> records) {
        PageStyles styles = new PageStyles();
        for (ResultRecord r : records) {
            if (r.isBenchmark()) {
                styles.colourByAlgorithm.putIfAbsent(r.ranLabel(), styles.colourByAlgorithm.size());
                styles.patternByStack.putIfAbsent(r.layersLabel(), styles.patternByStack.size());
            }
        }
        return styles;
    }

    SeriesStyle style(ResultRecord r) {
        return new SeriesStyle(colourByAlgorithm.get(r.ranLabel()), patternByStack.get(r.layersLabel()));
    }

    SeriesStyle algorithmStyle(String algorithm) {
        return new SeriesStyle(colourByAlgorithm.get(algorithm), 0);
    }

    /** True when the page has records under more than one layer stack. */
    boolean severalStacks() {
        return patternByStack.size() > 1;
    }

    /** The page legend: a coloured line per algorithm, a line pattern and marker per layer stack. */
    String legendHtml() {
        StringBuilder out = new StringBuilder("<div class=\"legend\"><b>Algorithms</b> (colour):");
        colourByAlgorithm.forEach((algorithm, colour) ->
                out.append(key(new SeriesStyle(colour, 0), algorithm, false)));
        if (severalStacks()) {
            out.append("<br><b>Layer stacks</b> (line and marker):");
            patternByStack.forEach((stack, pattern) -> out.append(key(new SeriesStyle(0, pattern),
                    stack.equals(ResultRecord.NO_LAYERS) ? "no layers" : stack, true)));
        }
        return out.append("</div>\n").toString();
    }

    private static String key(SeriesStyle style, String label, boolean grey) {
        String stroke = grey ? "#444444" : style.cssColour();
        String dash = style.svgDashArray().isEmpty() ? "" : " stroke-dasharray=\"" + style.svgDashArray() + "\"";
        return "<span class=\"key\"><svg width=\"40\" height=\"12\" aria-hidden=\"true\"><line x1=\"2\" y1=\"6\" x2=\"38\" y2=\"6\""
                + " stroke=\"" + stroke + "\" stroke-width=\"2\"" + dash + "/>" + (grey ? marker(style) : "") + "</svg>"
                + HtmlTable.escape(label) + (grey ? " (" + style.markerName() + ")" : "") + "</span>";
    }

    private static String marker(SeriesStyle style) {
        return switch (style.markerName()) {
            case "circle" -> "<circle cx=\"20\" cy=\"6\" r=\"3.5\" fill=\"#444444\"/>";
            case "square" -> "<rect x=\"16.5\" y=\"2.5\" width=\"7\" height=\"7\" fill=\"#444444\"/>";
            case "triangle" -> "<polygon points=\"20,1.5 24.5,10 15.5,10\" fill=\"#444444\"/>";
            default -> "<polygon points=\"20,1.5 24.5,6 20,10.5 15.5,6\" fill=\"#444444\"/>";
        };
    }
}

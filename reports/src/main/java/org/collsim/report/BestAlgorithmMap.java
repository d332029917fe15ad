package org.collsim.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Which algorithm wins where: per variant (model, seed) and layer stack with at least two
 * algorithms, a table of ranks (rows) by message size (columns) whose cells name the fastest
 * algorithm, on its page colour, and its margin over the runner-up (runner-up time / winner's
 * time - 1). Means when there are replications; equal times go to the algorithm listed first.
 */
final class BestAlgorithmMap {
    private BestAlgorithmMap() {
    }

    static String html(String collective, List<ResultRecord> records, PageStyles styles) {
        StringBuilder out = new StringBuilder();
        for (Map.Entry<String, List<ResultRecord>> variant : ChartPanels.variants(records).entrySet()) {
            Map<String, List<ResultRecord>> byStack = new LinkedHashMap<>();
            variant.getValue().forEach(r -> byStack.computeIfAbsent(r.layersLabel(), k -> new ArrayList<>()).add(r));
            for (Map.Entry<String, List<ResultRecord>> stack : byStack.entrySet()) {
                if (stack.getValue().stream().map(ResultRecord::algorithm).distinct().count() > 1) {
                    String caption = collective + variant.getKey()
                            + (styles.severalStacks() ? ", " + (stack.getKey().equals(ResultRecord.NO_LAYERS) ? "no layers" : stack.getKey()) : "");
                    table(out, caption, stack.getValue(), styles);
                }
            }
        }
        return out.toString();
    }

    private static void table(StringBuilder out, String caption, List<ResultRecord> records, PageStyles styles) {
        TreeSet<Long> sizes = new TreeSet<>();
        Map<Integer, Map<Long, List<ResultRecord>>> cells = new TreeMap<>();
        for (ResultRecord r : records) {
            sizes.add(r.sizeBytes());
            cells.computeIfAbsent(r.ranks(), k -> new TreeMap<>()).computeIfAbsent(r.sizeBytes(), k -> new ArrayList<>()).add(r);
        }
        out.append("<table class=\"map\">\n<caption>best algorithm: ").append(HtmlTable.escape(caption))
                .append("</caption>\n<thead><tr><th>ranks \\ bytes</th>");
        sizes.forEach(b -> out.append("<th class=\"r\">").append(ChartPanels.sizeLabel(b)).append("</th>"));
        out.append("</tr></thead>\n<tbody>\n");
        cells.forEach((ranks, row) -> {
            out.append("<tr><th class=\"r\">").append(ranks).append("</th>");
            for (long b : sizes) {
                out.append(cell(row.getOrDefault(b, List.of()), styles));
            }
            out.append("</tr>\n");
        });
        out.append("</tbody>\n</table>\n");
    }

    private static String cell(List<ResultRecord> contenders, PageStyles styles) {
        if (contenders.isEmpty()) {
            return "<td></td>";
        }
        ResultRecord best = contenders.get(0);
        for (ResultRecord r : contenders) {
            if (ChartPanels.comparedPs(r) < ChartPanels.comparedPs(best)) {
                best = r;
            }
        }
        double runnerUp = Double.POSITIVE_INFINITY;
        for (ResultRecord r : contenders) {
            if (r != best && !r.ranLabel().equals(best.ranLabel())) {
                runnerUp = Math.min(runnerUp, ChartPanels.comparedPs(r));
            }
        }
        String margin = Double.isInfinite(runnerUp) ? ""
                : String.format(Locale.ROOT, " +%.0f%%", 100 * (runnerUp / Math.max(1, ChartPanels.comparedPs(best)) - 1));
        return "<td style=\"border-left:6px solid " + styles.algorithmStyle(best.ranLabel()).cssColour() + "\">"
                + HtmlTable.escape(best.ranLabel()) + "<small>" + margin + "</small></td>";
    }
}

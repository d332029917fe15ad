package org.collsim.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Which algorithm wins where: per variant (model, seed) and layer stack with at least two
 * algorithms, a table of ranks (rows) by message size (columns) whose cells name the fastest
 * algorithm, on its page colour shaded by its margin over the runner-up (runner-up time /
 * winner's time - 1, also written in the cell): a {@link HeatMap}. Means when there are
 * replications; equal times go to the algorithm listed first.
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
        TreeSet<Integer> ranks = new TreeSet<>();
        TreeSet<Long> sizes = new TreeSet<>();
        Map<List<Long>, List<ResultRecord>> cells = new HashMap<>();
        for (ResultRecord r : records) {
            ranks.add(r.ranks());
            sizes.add(r.sizeBytes());
            cells.computeIfAbsent(List.of((long) r.ranks(), r.sizeBytes()), k -> new ArrayList<>()).add(r);
        }
        out.append(HeatMap.html("best algorithm: " + caption, ranks, sizes,
                (p, b) -> Optional.ofNullable(cells.get(List.of((long) p, b))).map(c -> cell(c, styles))));
    }

    /** The fastest of the contenders, shaded by its margin over the runner-up (none: palest). */
    private static HeatMap.Cell cell(List<ResultRecord> contenders, PageStyles styles) {
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
        double margin = Double.isInfinite(runnerUp) ? 0 : runnerUp / Math.max(1, ChartPanels.comparedPs(best)) - 1;
        String note = Double.isInfinite(runnerUp) ? "" : String.format(Locale.ROOT, " +%.0f%%", 100 * margin);
        return new HeatMap.Cell(best.ranLabel(), note, styles.algorithmStyle(best.ranLabel()).cssColour(),
                HeatMap.shadeOfMargin(margin));
    }
}

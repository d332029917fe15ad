package org.collsim.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.collsim.report.chart.LineChart;
import org.collsim.report.chart.LineChart.Axis;
import org.collsim.report.chart.LineChart.AxisKind;

/**
 * Speedup of each layer stack over the empty stack, as small multiples: for every stack but the
 * empty one, the panels {@link ChartPanels#slices} gives, with y = time without layers / time
 * with the stack for the same (algorithm, ranks, bytes), one series per algorithm. Means when
 * there are replications. Nothing when the records have no empty stack or no other one.
 */
final class SpeedupPanels {
    static final Axis SPEEDUP = new Axis("speedup over no layers (x)", AxisKind.RATIO);

    private SpeedupPanels() {
    }

    static List<LineChart> of(String collective, List<ResultRecord> records, PageStyles styles) {
        List<LineChart> out = new ArrayList<>();
        for (Map.Entry<String, List<ResultRecord>> variant : ChartPanels.variants(records).entrySet()) {
            Map<String, Double> flatPs = new HashMap<>();
            List<String> stacks = new ArrayList<>();
            for (ResultRecord r : variant.getValue()) {
                if (r.layers().isEmpty()) {
                    flatPs.put(point(r), ChartPanels.comparedPs(r));
                } else if (!stacks.contains(r.layersLabel())) {
                    stacks.add(r.layersLabel());
                }
            }
            if (flatPs.isEmpty()) {
                continue;
            }
            for (String stack : stacks) {
                List<ResultRecord> layered = variant.getValue().stream().filter(r -> r.layersLabel().equals(stack)).toList();
                String title = collective + variant.getKey() + ": " + stack;
                for (ChartPanels.Slice slice : ChartPanels.slices(title, layered)) {
                    List<ResultRecord> members = layered.stream().filter(slice.member()).toList();
                    out.addAll(ChartPanels.split(slice, members, styles, (r, x) -> {
                        Double flat = flatPs.get(point(r));
                        return flat == null ? null : LineChart.Point.exact(x, flat / ChartPanels.comparedPs(r));
                    }, SPEEDUP));
                }
            }
        }
        return out;
    }

    private static String point(ResultRecord r) {
        return r.algorithm() + "/" + r.ranks() + "/" + r.sizeBytes();
    }
}

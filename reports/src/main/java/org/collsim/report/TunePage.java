package org.collsim.report;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Writes {@code tune.html}, the page of {@code collsim tune}: per collective, the best-algorithm
 * map ({@link BestAlgorithmMap}: colour = winner, shade = its margin over the runner-up) and, per
 * default selector, a map of what that default runs in each cell (colour = its algorithm, shade =
 * how much slower than the winner it is) under a line saying in how many cells it loses and where
 * it loses most. Self-contained like results.html: inline CSS, no scripts.
 */
public final class TunePage {
    /**
     * What default {@code selector} runs in a cell: {@code algorithm} (its label; empty when the
     * selector chooses nothing) and, when the grid ran it, its loss against the cell's winner in percent.
     */
    public record Loss(String selector, String collective, int ranks, long bytes, Optional<String> algorithm,
                       Optional<BigDecimal> lossPercent) {
    }

    /** The colour of a default's choice the grid did not run. */
    private static final String NOT_RUN = "#999999";

    private TunePage() {
    }

    public static String render(ResultsHtml.Header header, List<ResultRecord> records, List<Loss> losses) {
        StringBuilder out = new StringBuilder();
        ResultsHtml.head(out, header.title() + " (tune)");
        out.append("<h1>").append(HtmlTable.escape(header.title())).append(": tuning</h1>\n");
        out.append("<p>machine: ").append(HtmlTable.escape(header.machine())).append("<br>produced by ")
                .append(HtmlTable.escape(header.producedBy())).append("</p>\n");
        out.append("<p>Each cell: the fastest algorithm, its colour shaded by its margin over the runner-up; below, "
                + "what each default selector runs there, shaded by how much slower than the winner it is "
                + "(palest: 0 %, strongest: 100 % or more).</p>\n");
        PageStyles styles = PageStyles.of(records);
        out.append(styles.legendHtml());
        for (Map.Entry<String, List<ResultRecord>> e : ReportGroups.byCollective(records).entrySet()) {
            String collective = e.getKey();
            List<ResultRecord> measured = e.getValue().stream().filter(r -> !r.isStopped()).toList();
            out.append("<h2>").append(HtmlTable.escape(collective)).append("</h2>\n");
            out.append(BestAlgorithmMap.html(collective, measured, styles));
            Map<String, List<Loss>> bySelector = new java.util.LinkedHashMap<>();
            losses.stream().filter(l -> l.collective().equals(collective))
                    .forEach(l -> bySelector.computeIfAbsent(l.selector(), k -> new ArrayList<>()).add(l));
            Map<String, String> colourOf = new HashMap<>(); // a requested label's page colour is its ran label's
            measured.forEach(r -> colourOf.putIfAbsent(r.algorithm(), styles.algorithmStyle(r.ranLabel()).cssColour()));
            bySelector.forEach((selector, list) -> defaultMap(out, collective, selector, list, colourOf));
        }
        return out.append("</body>\n</html>\n").toString();
    }

    private static void defaultMap(StringBuilder out, String collective, String selector, List<Loss> losses,
                                   Map<String, String> colourOf) {
        TreeSet<Integer> ranks = new TreeSet<>();
        TreeSet<Long> sizes = new TreeSet<>();
        Map<List<Long>, Loss> cells = new HashMap<>();
        for (Loss l : losses) {
            ranks.add(l.ranks());
            sizes.add(l.bytes());
            cells.put(List.of((long) l.ranks(), l.bytes()), l);
        }
        out.append("<p>").append(HtmlTable.escape(summary(selector, losses))).append("</p>\n");
        out.append(HeatMap.html("default " + selector + ": " + collective + ", loss against the winner", ranks, sizes,
                (p, b) -> Optional.ofNullable(cells.get(List.of((long) p, b))).map(l -> cell(l, colourOf))));
    }

    private static HeatMap.Cell cell(Loss l, Map<String, String> colourOf) {
        if (l.lossPercent().isEmpty()) { // no choice, or one the grid did not run
            return new HeatMap.Cell(l.algorithm().orElse("no choice"), l.algorithm().isPresent() ? " (not run)" : "",
                    NOT_RUN, 0);
        }
        BigDecimal loss = l.lossPercent().get();
        return new HeatMap.Cell(l.algorithm().get(), " +" + loss.toPlainString() + "%",
                colourOf.getOrDefault(l.algorithm().get(), NOT_RUN), HeatMap.shadeOfMargin(loss.doubleValue() / 100));
    }

    /** "mpich loses in 7 of 12 cells, most at 64 ranks, 64 KiB: +212.5 %" (or that it never loses). */
    static String summary(String selector, List<Loss> losses) {
        List<Loss> losing = losses.stream().filter(l -> l.lossPercent().map(p -> p.signum() > 0).orElse(false)).toList();
        long unknown = losses.stream().filter(l -> l.lossPercent().isEmpty()).count();
        String notRun = unknown == 0 ? ""
                : String.format(Locale.ROOT, "; its choice was not run in %d of %d cells", unknown, losses.size());
        if (losing.isEmpty()) {
            return selector + " runs the winner in every cell it chose from the grid" + notRun;
        }
        Loss worst = losing.get(0);
        for (Loss l : losing) {
            if (l.lossPercent().get().compareTo(worst.lossPercent().get()) > 0) {
                worst = l;
            }
        }
        return String.format(Locale.ROOT, "%s loses in %d of %d cells, most at %d ranks, %s: +%s %% (%s)%s", selector,
                losing.size(), losses.size(), worst.ranks(), ChartPanels.sizeLabel(worst.bytes()),
                worst.lossPercent().get().toPlainString(), worst.algorithm().get(), notRun);
    }
}

package org.collsim.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class ResultsHtmlTest {
    @org.junit.jupiter.api.BeforeAll
    static void needsFonts() {
        org.junit.jupiter.api.Assumptions.assumeTrue(org.collsim.report.chart.Fonts.available(),
                "this machine cannot measure text, so charts cannot be drawn");
    }

    private static ResultRecord record(String collective, String algorithm, int ranks, long bytes, long timePs) {
        return ResultRecord.builder().scenario("demo").collective(collective).algorithm(algorithm).ranks(ranks)
                .sizeBytes(bytes).model("hockney").seed(1).timePs(timePs).events(12).messages(3).build();
    }

    private static List<ResultRecord> sweep() {
        List<ResultRecord> out = new ArrayList<>();
        for (String algorithm : List.of("recursive_doubling", "ring")) {
            for (int ranks : new int[] {8, 1024}) {
                for (long bytes : new long[] {8, 65536}) {
                    out.add(record("allreduce", algorithm, ranks, bytes, 2_000_000L * ranks + 1000L * bytes));
                }
            }
        }
        out.add(record("barrier", "dissemination", 2, 0, 4_800_000));
        out.add(record("barrier", "dissemination", 64, 0, 28_800_000));
        return out;
    }

    private static int count(String text, String what) {
        Matcher m = Pattern.compile(Pattern.quote(what)).matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    @Test
    void smallMultiplesPerCollectiveThenMapAndTable() {
        String html = ResultsHtml.render(new ResultsHtml.Header("demo <1>", "hockney alpha=2us, seed 1", "collsim 9.9 (abc)"), sweep());
        assertTrue(html.startsWith("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<title>collsim: demo &lt;1&gt;</title>\n"), html.substring(0, 200));
        assertTrue(html.contains("<h1>demo &lt;1&gt;</h1>\n<p>machine: hockney alpha=2us, seed 1<br>produced by collsim 9.9 (abc)</p>\n"));
        assertTrue(html.contains("<li><a href=\"#c-allreduce\">allreduce</a></li>"), "a table of contents");
        // allreduce: sizes vary -> a panel per rank count (8, 1024); only two rank counts -> no rank panels;
        // barrier: one size, two rank counts -> one panel against ranks
        assertEquals(3, count(html, "<svg id='chart-"), "small multiples");
        assertTrue(html.contains(">allreduce, 8 ranks</text>") && html.contains(">allreduce, 1024 ranks</text>"));
        assertTrue(html.contains(">barrier, 0 B</text>"), "a single size sweeps ranks");
        assertTrue(html.indexOf(">allreduce, 1024 ranks</text>") < html.indexOf("<td>ring</td>"), "charts before the table");
        assertTrue(html.contains("<span class=\"key\">") && html.contains("</svg>ring</span>"), "one page legend");
        assertTrue(html.contains("<tr><td>ring</td><td class=\"r\">1024</td><td class=\"r\">65536</td>"
                + "<td class=\"r\">2113.536</td><td class=\"r\">3</td><td class=\"r\">12</td></tr>\n"), html);
        assertTrue(html.contains("<caption>best algorithm: allreduce</caption>"), "algorithms are compared: a map");
        assertFalse(html.contains("best algorithm: barrier"), "one algorithm: no map");
        assertTrue(html.endsWith("</body>\n</html>\n"));
    }

    @Test
    void theMapNamesTheFastestAlgorithmAndItsMargin() {
        List<ResultRecord> records = List.of(record("bcast", "binomial", 8, 8, 1_000_000), record("bcast", "kary", 8, 8, 1_500_000),
                record("bcast", "binomial", 8, 4096, 3_000_000), record("bcast", "kary", 8, 4096, 2_400_000));
        String html = ResultsHtml.render("m", "m", records);
        assertTrue(html.contains(">binomial<small> +50%</small></td>"), html);
        assertTrue(html.contains(">kary<small> +25%</small></td>"), html);
    }

    @Test
    void layerStacksGetSpeedupPanelsAndOneStylePerStack() {
        List<ResultRecord> records = new ArrayList<>();
        for (List<String> layers : List.of(List.<String>of(), List.of("hierarchical"))) {
            for (long bytes : new long[] {8, 65536}) {
                records.add(ResultRecord.builder().scenario("s").collective("bcast").algorithm("binomial").ranks(16)
                        .sizeBytes(bytes).model("hockney").seed(1).timePs(layers.isEmpty() ? 4_000_000 : 1_000_000)
                        .events(1).messages(1).layers(layers).build());
            }
        }
        String html = ResultsHtml.render("s", "m", records);
        assertTrue(html.contains("<h3>speedup of each layer stack</h3>"));
        assertTrue(html.contains(">bcast: hierarchical, 16 ranks</text>"), "a speedup panel per stack");
        assertTrue(html.contains(">speedup over no layers (x)</text>"));
        assertTrue(html.contains("<b>Layer stacks</b>") && html.contains("no layers (circle)") && html.contains("hierarchical (square)"));
    }

    @Test
    void selfContainedWithoutScriptsOrExternalResources() {
        String html = ResultsHtml.render("demo", "m", sweep());
        assertFalse(html.contains("<script"));
        assertFalse(html.matches("(?s).*href=\"[^#].*"), "no links but to sections of the page");
        assertFalse(html.contains("src="), "no images or scripts");
        assertFalse(html.contains("url(http"));
    }

    @Test
    void byteIdenticalAcrossRendersWithChartIdsUniquePerPage() {
        String first = ResultsHtml.render("demo", "m", sweep());
        String second = ResultsHtml.render("demo", "m", sweep());
        assertEquals(first, second);
        Matcher ids = Pattern.compile(" id=['\"]([^'\"]+)['\"]").matcher(first);
        List<String> all = new ArrayList<>();
        while (ids.find()) {
            all.add(ids.group(1));
        }
        assertFalse(all.isEmpty());
        assertEquals(all.size(), all.stream().distinct().count(), "ids are unique on the page: " + all);
        assertTrue(all.stream().allMatch(id -> id.startsWith("chart-") || id.startsWith("c-")), all.toString());
    }

    @Test
    void programRecordsGetATableAndNoChart() {
        ResultRecord program = ResultRecord.builder().scenario("p").collective("program").algorithm("program").ranks(4)
                .model("hockney").timePs(9_000_000).events(40).messages(6)
                .program(new ProgramFields(1_000_000, 9_000_000, 64, 2, 1, 2, 5)).build();
        String html = ResultsHtml.render("p", "m", List.of(program));
        assertEquals(0, count(html, "<svg"));
        assertTrue(html.contains("<h2 id=\"program\">program</h2>\n<table>\n<thead><tr><th>workload</th>"), html);
        assertTrue(html.contains("<tr><td>program</td><td class=\"r\">4</td><td class=\"r\">9.000</td>"));
    }
}

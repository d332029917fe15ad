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
    void oneChartPerCollectiveFollowedByItsTable() {
        String html = ResultsHtml.render("demo <1>", "hockney alpha=2us, seed 1", sweep());
        assertTrue(html.startsWith("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<title>collsim: demo &lt;1&gt;</title>\n"), html.substring(0, 200));
        assertTrue(html.contains("<h1>demo &lt;1&gt;</h1>\n<p>hockney alpha=2us, seed 1</p>\n<h2>allreduce</h2>\n<svg "));
        assertEquals(2, count(html, "<svg "), "one chart per collective");
        assertEquals(2, count(html, "<table>"));
        int chart = html.indexOf("<svg id='chart-1'");
        assertTrue(chart >= 0 && chart < html.indexOf("<td>ring</td>"), "the chart comes before its table");
        assertTrue(html.contains("viewBox=\"0 0 720 420\"") || html.contains("viewBox='0 0 720 420'"), "scales down");
        assertTrue(html.contains("<tr><td>ring</td><td class=\"r\">1024</td><td class=\"r\">65536</td>"
                + "<td class=\"r\">2113.536</td><td class=\"r\">3</td><td class=\"r\">12</td></tr>\n"), html);
        assertTrue(html.contains("<tr><td>dissemination</td><td class=\"r\">64</td><td class=\"r\">0</td>"));
        assertTrue(html.contains(">ring, 1024 ranks</text>"), "series per (algorithm, ranks) in the legend");
        assertTrue(html.contains(">barrier, 0 B</text>"), "a single size sweeps ranks");
        assertTrue(html.endsWith("</body>\n</html>\n"));
    }

    @Test
    void selfContainedWithoutScriptsOrExternalResources() {
        String html = ResultsHtml.render("demo", "m", sweep());
        assertFalse(html.contains("<script"));
        assertFalse(html.contains("href="), "no links or stylesheets");
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
        assertTrue(all.stream().allMatch(id -> id.startsWith("chart-1") || id.startsWith("chart-2")), all.toString());
    }

    @Test
    void programRecordsGetATableAndNoChart() {
        ResultRecord program = ResultRecord.builder().scenario("p").collective("program").algorithm("program").ranks(4)
                .model("hockney").timePs(9_000_000).events(40).messages(6)
                .program(new ProgramFields(1_000_000, 9_000_000, 64, 2, 1, 2, 5)).build();
        String html = ResultsHtml.render("p", "m", List.of(program));
        assertEquals(0, count(html, "<svg"));
        assertTrue(html.contains("<h2>program</h2>\n<table>\n<thead><tr><th>workload</th>"));
        assertTrue(html.contains("<tr><td>program</td><td class=\"r\">4</td><td class=\"r\">9.000</td>"));
    }
}

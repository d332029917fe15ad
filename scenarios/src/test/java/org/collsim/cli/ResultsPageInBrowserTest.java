package org.collsim.cli;

import static org.collsim.cli.CliRun.execute;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.collsim.report.chart.Fonts;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * results.html in a real browser: for the quickstart, a replications example and a layer-stack
 * example, headless Chromium opens the page from disk and every chart panel must render with a
 * visible size and draw lines, the page legend must be there, with no console error and no request beyond the file itself
 * (the page needs no network); a page with timelines must draw its Gantt chart, a bar per busy span;
 * tune.html must draw its heat maps with every cell shaded. Screenshots go to target/browser/. Without a browser (install
 * Debian's chromium; .ci/run does) or without fonts the test is skipped with the reason.
 */
class ResultsPageInBrowserTest {
    private static final Path EXAMPLES = Path.of(System.getProperty("collsim.examples", "../examples"));
    private static final Path SCREENSHOTS = Path.of("target/browser");
    private static HeadlessChromium browser;

    @TempDir
    static Path dir;

    @BeforeAll
    static void startBrowser() throws Exception {
        Assumptions.assumeTrue(Fonts.available(), "this machine cannot measure text, so charts cannot be drawn");
        Path binary = HeadlessChromium.binary().orElse(null);
        Assumptions.assumeTrue(binary != null, "no chromium on this machine (apt-get install chromium)");
        browser = new HeadlessChromium(binary);
    }

    @AfterAll
    static void stopBrowser() throws Exception {
        if (browser != null) {
            browser.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"quickstart", "noise-barrier", "hierarchical"})
    void everyChartRendersWithoutErrorsOrNetwork(String example) throws Exception {
        Path page = run(example);
        int before = browser.requests().size();
        browser.open(page);

        JsonNode charts = browser.evaluate("[...document.querySelectorAll(\"svg[id^=chart-]\")].map(s => {"
                + " const r = s.getBoundingClientRect(); return [r.width, r.height, s.querySelectorAll('path,line,polyline').length]; })");
        assertTrue(charts.size() >= 1, example + ": the page has charts");
        assertTrue(browser.evaluate("document.querySelectorAll('.legend .key').length").asInt() >= 1, example + ": a legend");
        for (JsonNode chart : charts) {
            assertTrue(chart.get(0).asDouble() > 100 && chart.get(1).asDouble() > 100,
                    example + ": every chart is drawn at a visible size, found " + chart);
            assertTrue(chart.get(2).asInt() > 0, example + ": every chart draws lines");
        }
        cleanAndSaved(example, page, before);
    }

    @Test
    void theTimelinesGanttChartRenders() throws Exception {
        Path page = run("ring-steps", "--timeline", "1,2");
        int before = browser.requests().size();
        browser.open(page);
        JsonNode gantt = browser.evaluate("(() => { const s = document.querySelector('svg#timelines');"
                + " const r = s.getBoundingClientRect(); return [r.width, r.height, s.querySelectorAll('rect').length,"
                + " s.querySelectorAll('line').length]; })()");
        assertTrue(gantt.get(0).asDouble() > 500 && gantt.get(1).asDouble() > 200, "drawn at a visible size: " + gantt);
        // ring: 8 ranks x 14 send and 14 receive bars + 7 reductions each; recursive doubling: 8 x 3 x 3
        assertTrue(gantt.get(2).asInt() > 8 * (14 + 14 + 7) + 8 * 9, "a bar per busy span: " + gantt);
        assertTrue(gantt.get(3).asInt() >= 112 + 24, "a line per message: " + gantt);
        cleanAndSaved("ring-steps-timelines", page, before);
    }

    @Test
    void theTunePagesHeatMapsRender() throws Exception {
        Path scenario = Files.writeString(dir.resolve("tune.json"), """
                {"name": "tune", "seed": 1,
                 "machine": {"network": {"model": "hockney", "alpha": "2us", "beta": "1ns/B", "gamma": "500ps/B"}},
                 "benchmark": {"collectives": ["allreduce"], "algorithms": ["recursive_doubling", "ring"],
                               "ranks": [4, 8], "bytes": [8, 65536]}}
                """);
        Path out = dir.resolve("tuned");
        CliRun o = execute("tune", scenario.toString(), "--out", out.toString(), "--no-html");
        assertEquals(0, o.exitCode(), o.err());
        Path page = out.resolve("tune.html").toAbsolutePath();
        int before = browser.requests().size();
        browser.open(page);
        // the winners' map and one per default (mpich, ompi), each 2 rank counts x 2 sizes with a coloured background
        JsonNode maps = browser.evaluate("[...document.querySelectorAll('table.map')].map(t => {"
                + " const r = t.getBoundingClientRect(); return [r.width, r.height, [...t.querySelectorAll('td')]"
                + ".filter(td => getComputedStyle(td).backgroundColor.startsWith('rgba(')).length]; })");
        assertEquals(3, maps.size(), "three maps: " + maps);
        for (JsonNode map : maps) {
            assertTrue(map.get(0).asDouble() > 100 && map.get(1).asDouble() > 40, "drawn at a visible size: " + map);
            assertEquals(4, map.get(2).asInt(), "every cell is shaded: " + map);
        }
        cleanAndSaved("tune", page, before);
    }

    /** Runs an example with {@code options}; returns its page. */
    private static Path run(String example, String... options) {
        Path out = dir.resolve(example);
        List<String> args = new java.util.ArrayList<>(List.of("run", EXAMPLES.resolve(example + ".json").toString(),
                "--out", out.toString()));
        args.addAll(List.of(options));
        CliRun o = execute(args);
        assertEquals(0, o.exitCode(), o.err());
        return out.resolve("results.html").toAbsolutePath();
    }

    /** No console error, nothing loaded but the page, and a screenshot under target/browser. */
    private static void cleanAndSaved(String name, Path page, int requestsBefore) throws Exception {
        assertEquals(List.of(), browser.consoleErrors(), name + ": no console errors");
        List<String> requests = browser.requests().subList(requestsBefore, browser.requests().size());
        assertEquals(List.of(page.toUri().toString()), requests, name + ": the page loads nothing but itself");
        Path shot = SCREENSHOTS.resolve(name + ".png");
        browser.screenshot(shot);
        assertTrue(Files.size(shot) > 10_000, name + ": the screenshot shows a page");
    }
}

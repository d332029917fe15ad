package org.collsim.cli;

import static org.collsim.cli.CliRun.execute;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.report.timeline.Timeline;
import org.collsim.scenario.ScenarioLoader;
import org.collsim.scenario.ScenarioRunner;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * timeline.json in a real viewer: catapult's trace viewer (the code of chrome://tracing) imports it
 * in headless Chromium and must find a process per rank, a thread per lane, a slice per busy span,
 * an async slice per operation and a flow per message (a flow whose ends bind to no slice is
 * dropped by the importer), without import warnings. The point is an offload-NIC machine with
 * rendezvous, so that every lane (CPU, NIC send and receive, NIC processor, rendezvous, MPI) has events.
 * The viewer page (and a screenshot of it) goes to target/viewer/; it is made by catapult's own
 * {@code tracing/bin/trace2html} (Python 3) from a catapult
 * checkout named by the system property {@code collsim.catapult} or the environment variable
 * {@code COLLSIM_CATAPULT}; without one, Python or Chromium the test is skipped with the reason.
 */
class TimelineInViewerTest {
    private static final Duration IMPORT_TIMEOUT = Duration.ofSeconds(120);
    private static final String SCENARIO = """
            {"name": "v", "seed": 1,
             "machine": {"network": {"model": "hockney", "alpha": "1us", "beta": "1ns/B"},
                         "nic": {"type": "offload", "eager_limit": "1KiB"}},
             "benchmark": {"collectives": ["allreduce"], "algorithms": ["ring"], "ranks": [8], "bytes": [65536]}}
            """;

    @TempDir
    static Path dir;

    @Test
    void catapultsTraceViewerImportsEveryProcessThreadSliceAndFlow() throws Exception {
        Path catapult = catapult();
        Path binary = HeadlessChromium.binary().orElse(null);
        Assumptions.assumeTrue(binary != null, "no chromium on this machine (apt-get install chromium)");
        Path scenario = Files.writeString(dir.resolve("v.json"), SCENARIO);
        Timeline timeline = ScenarioRunner.timeline(AlgorithmRegistry.builtIn(),
                ScenarioRunner.points(ScenarioLoader.standard().load(scenario)), 1, "--timeline 1");
        Path page = viewerPage(catapult, run(scenario));
        try (HeadlessChromium browser = new HeadlessChromium(binary)) {
            browser.open(page);
            JsonNode found = imported(browser);
            long operations = timeline.spans().stream().filter(s -> s.lane() == Timeline.Lane.MPI).count();
            long slices = timeline.spans().size() - operations;
            long threads = timeline.spans().stream().map(s -> s.rank() + "/" + s.lane()).distinct().count();
            assertEquals(List.of(timeline.ranks(), threads, slices, operations, (long) timeline.messages().size()),
                    List.of(found.get("processes").asInt(), found.get("threads").asLong(), found.get("slices").asLong(),
                            found.get("asyncSlices").asLong(), found.get("flows").asLong()),
                    "processes, threads with events, slices, async slices, flows: " + found);
            assertTrue(timeline.spans().stream().anyMatch(s -> s.lane() == Timeline.Lane.RENDEZVOUS)
                    && timeline.spans().stream().anyMatch(s -> s.lane() == Timeline.Lane.NIC_PROCESSOR), "every lane is used");
            assertEquals(0, found.get("warnings").size(), "import warnings: " + found.get("warnings"));
            assertEquals(List.of(), browser.consoleErrors(), "no console errors");
            browser.screenshot(page.resolveSibling("timeline.png"));
        }
    }

    /** The catapult checkout, or the test is skipped. */
    private static Path catapult() {
        String named = System.getProperty("collsim.catapult", System.getenv("COLLSIM_CATAPULT"));
        Assumptions.assumeTrue(named != null && !named.isBlank(), "no catapult checkout (the trace viewer of chrome://tracing):"
                + " set -Dcollsim.catapult or COLLSIM_CATAPULT to a checkout of catapult-project/catapult");
        Path root = Path.of(named);
        Assumptions.assumeTrue(Files.isRegularFile(root.resolve("tracing/bin/trace2html")),
                "no tracing/bin/trace2html in " + root);
        return root;
    }

    /** Runs the scenario's point 1 with --timeline through the CLI; returns its timeline.json. */
    private static Path run(Path scenario) {
        Path out = dir.resolve("out");
        CliRun o = execute("run", scenario.toString(), "--timeline", "1", "--no-html", "--out", out.toString());
        assertEquals(0, o.exitCode(), o.err());
        return out.resolve("timeline.json");
    }

    /** catapult's standalone viewer page for {@code trace} (its trace2html), kept under target/viewer. */
    private static Path viewerPage(Path catapult, Path trace) throws Exception {
        Path page = Path.of("target/viewer/timeline.html").toAbsolutePath();
        Files.createDirectories(page.getParent());
        Process p;
        try {
            p = new ProcessBuilder("python3", catapult.resolve("tracing/bin/trace2html").toString(), trace.toString(),
                    "--output", page.toString(), "--quiet").redirectErrorStream(true).start();
        } catch (java.io.IOException e) {
            Assumptions.abort("no python3 to run catapult's trace2html: " + e.getMessage());
            throw e;
        }
        String log = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(300, TimeUnit.SECONDS), "trace2html finishes");
        assertEquals(0, p.exitValue(), "trace2html: " + log);
        return page;
    }

    /** Waits for the viewer's import to finish, then counts what its model holds. */
    private static JsonNode imported(HeadlessChromium browser) throws InterruptedException {
        Instant deadline = Instant.now().plus(IMPORT_TIMEOUT);
        while (!browser.evaluate("typeof g_timelineViewEl !== 'undefined' && !!g_timelineViewEl.model").asBoolean()) {
            assertTrue(Instant.now().isBefore(deadline), "the viewer imports the trace within " + IMPORT_TIMEOUT);
            Thread.sleep(200);
        }
        return browser.evaluate("(() => { const m = g_timelineViewEl.model; let threads = 0, slices = 0, asyncSlices = 0;"
                + " for (const p of m.getAllProcesses()) for (const t of Object.values(p.threads)) {"
                + "   if (t.sliceGroup.slices.length + t.asyncSliceGroup.slices.length > 0) threads++;"
                + "   slices += t.sliceGroup.slices.length; asyncSlices += t.asyncSliceGroup.slices.length; }"
                + " return {processes: m.getAllProcesses().length, threads, slices, asyncSlices, flows: m.flowEvents.length,"
                + "   warnings: (m.importWarnings || []).map(w => w.message)}; })()");
    }
}

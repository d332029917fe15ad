package org.collsim.cli;

import static org.collsim.cli.CliRun.execute;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * examples/trace-layer-stacks.json: the trace SMPI wrote, under the default table and the tuned
 * layer, checked with {@code collsim compare} against the baseline kept beside it
 * (examples/ti/trace-layer-stacks.baseline.json): unchanged as committed, a regression on both
 * stacks when the machine's latency grows.
 */
class TraceLayerStacksTest {
    private static final Path EXAMPLES = Path.of(System.getProperty("collsim.examples", "../examples"));
    private static final Path SCENARIO = EXAMPLES.resolve("trace-layer-stacks.json");
    private static final Path BASELINE = EXAMPLES.resolve("ti/trace-layer-stacks.baseline.json");

    @TempDir
    Path dir;

    private Path run(Path scenario, String name) {
        Path out = dir.resolve(name);
        CliRun o = execute("run", scenario.toString(), "--out", out.toString(), "--no-html");
        assertEquals(ExitCodes.OK, o.exitCode(), o.err());
        return out.resolve("results.json");
    }

    @Test
    void bothStacksAreUnchangedAgainstTheBaseline() {
        CliRun o = execute("compare", BASELINE.toString(), run(SCENARIO, "now").toString());
        assertEquals(ExitCodes.OK, o.exitCode(), o.both());
        assertTrue(o.out().contains("2 records: 2 unchanged"), o.out());
        // the default table gives SMPI's time (SmpiTraceTest); the tuned stack's is the baseline's
        assertTrue(o.out().contains("283.736     283.736"), o.out());
    }

    @Test
    void aSlowerNetworkIsARegressionOfBothStacks() throws IOException {
        // alpha 2016 -> 2100 ns: the default table's critical path holds 18 messages (ring 1, send 1,
        // bcast 3, allreduce 3, alltoall 7, barrier 3), 18 x 84 ns = 1.512 us more: 285.248 us
        String text = Files.readString(SCENARIO).replace("\"2016ns\"", "\"2100ns\"")
                .replace("\"ti/smpi/app.ti\"", "\"" + EXAMPLES.resolve("ti/smpi/app.ti").toAbsolutePath() + "\"");
        Path slower = Files.writeString(dir.resolve("trace-layer-stacks.json"), text);
        CliRun o = execute("compare", BASELINE.toString(), run(slower, "slower").toString());
        assertEquals(ExitCodes.REGRESSION, o.exitCode(), o.both());
        assertTrue(o.out().contains("2 records: 0 unchanged, 0 faster, 0 slower (tolerated), 2 REGRESSION"), o.out());
        assertTrue(o.out().contains("283.736     285.248"), o.out());
    }
}

package org.collsim.cli;

import static org.collsim.cli.CliRun.execute;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 8, "Time arithmetic that cannot wrap": every case that used to print a wrapped time or
 * "internal error: event scheduled in the past" is refused up front by validate and run (exit 2,
 * with the JSON path and the limit) or stopped by run with a clear error (exit 1), never exit 0.
 */
class TimeLimitCliTest {
    private static final String LIMIT = "9,223,372,036,854,775,807 ps (about 106.75 days)";

    @TempDir
    Path dir;

    /** Runs {@code command} on {@code json} written to a file ({@code run} into out/). */
    private CliRun runOn(String command, String json) throws Exception {
        Path file = Files.writeString(dir.resolve("s.json"), json);
        return execute(command.equals("run") ? new String[] {"run", file.toString(), "--out", dir.resolve("out").toString()}
                : new String[] {command, file.toString()});
    }

    private static String bcast(String network, String bytes) {
        return "{\"name\": \"t\", \"seed\": 1, \"machine\": {\"network\": " + network + "},"
                + " \"benchmark\": {\"collectives\": [\"bcast\"], \"algorithms\": [\"binomial\"], \"ranks\": [2], \"bytes\": ["
                + bytes + "]}}";
    }

    /** 4,294,967,295 B x 4,294,967,298 ps/B = 1.8e19 ps > 2^63 - 1 (it printed 4295.967 us). */
    @Test
    void aHockneyBcastPastTheLimitIsRefusedUpFront() throws Exception {
        String json = bcast("{\"model\": \"hockney\", \"alpha\": \"1us\", \"beta\": \"4294967298ps/B\"}", "4294967295");
        for (String command : new String[] {"validate", "run"}) {
            CliRun o = runOn(command, json);
            assertEquals(ExitCodes.BAD_INPUT, o.exitCode(), o.err());
            assertTrue(o.err().contains("$.benchmark.bytes[0]: expected a size whose messages fit in virtual time (at most "
                    + LIMIT + "), found 4294967295 bytes"), o.err());
            assertTrue(o.err().contains("4294967295 x 4294967298 ps"), o.err());
            assertFalse(o.err().contains("\tat "), o.err());
        }
    }

    /** The same message under loggp: (s-1) G = 4294967294 x 4294967298 ps (it printed 3.000 us). */
    @Test
    void aLoggpBcastPastTheLimitIsRefusedUpFront() throws Exception {
        String json = bcast("{\"model\": \"loggp\", \"L\": \"1us\", \"o\": \"1us\", \"g\": \"1us\", \"G\": \"4294967298ps/B\","
                + " \"O\": \"0ps/B\", \"S\": \"64KiB\"}", "4294967295");
        CliRun o = runOn("validate", json);
        assertEquals(ExitCodes.BAD_INPUT, o.exitCode(), o.err());
        assertTrue(o.err().contains("$.benchmark.bytes[0]") && o.err().contains("4294967294 x 4294967298 ps"), o.err());
    }

    /**
     * alpha = 10^6 s = 10^18 ps: one message fits, but a ring allgather on 16 ranks fires 16 x 15
     * sends x 3 = 720 events, each bounded by a message of 8 B (10^18 + 8000 ps): up to 7.2e20 ps,
     * past the limit, so validate and run refuse it up front with its path, exit 2.
     */
    @Test
    void aBenchmarkWhoseTimeBoundPassesTheLimitIsRefusedUpFront() throws Exception {
        String json = "{\"name\": \"t\", \"seed\": 1, \"machine\": {\"network\": {\"model\": \"hockney\", \"alpha\": \"1e6s\","
                + " \"beta\": \"1ns/B\"}}, \"benchmark\": {\"collectives\": [\"allgather\"], \"algorithms\": [\"ring\"],"
                + " \"ranks\": [16], \"bytes\": [8]}}";
        for (String command : new String[] {"validate", "run"}) {
            CliRun o = runOn(command, json);
            assertEquals(ExitCodes.BAD_INPUT, o.exitCode(), o.err());
            assertTrue(o.err().contains("$.benchmark.bytes[0]: expected a point whose time can be shown to fit in virtual "
                    + "time (at most " + LIMIT + "), found allgather/ring at 16 ranks, 8 bytes fires about 720 events, each "
                    + "up to 1000000000000008000 ps"), o.err());
        }
    }

    /**
     * A program has no such bound: 10 exchanges of 8 B between 2 ranks at alpha = 10^18 ps reach
     * 10^19 ps, past the limit: the run stops with the quantity and the limit, exit 1.
     */
    @Test
    void aRunThatCrossesTheLimitStopsWithAClearError() throws Exception {
        String json = program("{\"model\": \"hockney\", \"alpha\": \"1e6s\", \"beta\": \"1ns/B\"}",
                "[{\"loop\": {\"count\": 10, \"body\": [{\"send\": {\"peer\": \"1 - rank\", \"bytes\": 8}},"
                        + " {\"recv\": {\"peer\": \"1 - rank\", \"bytes\": 8}}]}}]");
        assertEquals(0, runOn("validate", json).exitCode());
        CliRun o = runOn("run", json);
        assertEquals(ExitCodes.SIMULATION_FAILED, o.exitCode(), o.err());
        assertTrue(o.err().contains("exceeds the limit of virtual time, " + LIMIT), o.err());
        assertFalse(o.err().contains("scheduled in the past") || o.err().contains("internal error"), o.err());
    }

    private static String program(String network, String body) {
        return "{\"name\": \"t\", \"seed\": 1, \"machine\": {\"network\": " + network + "},"
                + " \"program\": {\"ranks\": [2], \"body\": " + body + "}}";
    }

    /** A send of 2^63 - 1 bytes at 1 ns/B (it printed 0.999 us). */
    @Test
    void aProgramSendPastTheLimitStopsTheRun() throws Exception {
        String json = program("{\"model\": \"hockney\", \"alpha\": \"1us\", \"beta\": \"1ns/B\"}",
                "[{\"send\": {\"peer\": \"1 - rank\", \"bytes\": 9223372036854775807}},"
                        + " {\"recv\": {\"peer\": \"1 - rank\", \"bytes\": 9223372036854775807}}]");
        CliRun o = runOn("run", json);
        assertEquals(ExitCodes.SIMULATION_FAILED, o.exitCode(), o.err());
        assertTrue(o.err().contains("simulation of the program at 2 ranks failed: the time of a message exceeds the limit of "
                + "virtual time, " + LIMIT + ": 9223372036854775807 x 1000 ps"), o.err());
        assertFalse(o.err().contains("\tat ") || o.err().contains("internal error"), o.err());
    }

    /**
     * Two computes of 2^62 ps end at 2^63 ps, one past the limit ("event scheduled in the past" before):
     * every rank must compute them, so validate and run refuse the program at the second (2^63 ps > 2^63 - 1).
     */
    @Test
    void computesPastTheLimitAreRefusedUpFront() throws Exception {
        String json = program("{\"model\": \"hockney\", \"alpha\": \"1us\", \"beta\": \"1ns/B\"}",
                "[{\"compute\": \"4611686018427387904ps\"}, {\"compute\": \"4611686018427387904ps\"}]");
        for (String command : new String[] {"validate", "run"}) {
            CliRun o = runOn(command, json);
            assertEquals(ExitCodes.BAD_INPUT, o.exitCode(), o.err());
            assertTrue(o.err().contains("$.program.body[1]: expected statements whose computes fit in virtual time (at most "
                    + LIMIT + "), found at least 9223372036854775808 ps of compute on every rank"), o.err());
        }
    }

    /**
     * A loop of 10^6 constant iterations of 1 s is 10^6 s, past a max_simulated of 1 day (86,400 s): refused
     * at the loop. An if counts its shorter branch (0 here), so the same compute inside an if is let through.
     */
    @Test
    void constantLoopsOfComputePastMaxSimulatedAreRefusedUpFront() throws Exception {
        String loop = "{\"loop\": {\"count\": 1000000, \"body\": [{\"compute\": \"1s\"}]}}";
        String json = program("{\"model\": \"hockney\", \"alpha\": \"1us\", \"beta\": \"1ns/B\"}",
                "[{\"barrier\": {}}, " + loop + "]").replace("\"program\"", "\"limits\": {\"max_simulated\": \"1d\"}, \"program\"");
        CliRun o = runOn("validate", json);
        assertEquals(ExitCodes.BAD_INPUT, o.exitCode(), o.err());
        assertTrue(o.err().contains("$.program.body[1]: expected statements whose computes fit in max_simulated (86400s), "
                + "found at least 1000000000000000000 ps"), o.err());
        String branch = json.replace(loop, "{\"if\": {\"cond\": \"rank\", \"then\": [" + loop + "]}}");
        assertEquals(ExitCodes.OK, runOn("validate", branch).exitCode());
    }
}

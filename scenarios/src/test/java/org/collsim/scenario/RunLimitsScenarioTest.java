package org.collsim.scenario;

import static org.collsim.scenario.ScenarioFixtures.errors;
import static org.collsim.scenario.ScenarioFixtures.valid;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.collsim.report.ResultRecord;
import org.junit.jupiter.api.Test;

/** Issue 9, run limits: refused up front from the estimate, or stopped at run time as a record that says so. */
class RunLimitsScenarioTest {
    private static final String HOCKNEY = "{\"network\": {\"model\": \"hockney\", \"alpha\": \"1us\", \"beta\": \"1ns/B\"}}";

    private static String barrier(String limits, int replications) {
        return "{\"name\": \"l\", \"seed\": 1, \"machine\": " + HOCKNEY + ", \"replications\": " + replications
                + ", \"limits\": " + limits + ", \"benchmark\": {\"collectives\": [\"barrier\"], \"algorithms\": "
                + "[\"dissemination\"], \"ranks\": [8, 64]}}";
    }

    /**
     * A dissemination barrier sends ceil(log2 p) messages from every rank, 3 events each: at 8
     * ranks 8 x 3 x 3 = 72 events, at 64 ranks 64 x 6 x 3 = 1152 > 1000, which is refused at its
     * rank count with the numbers.
     */
    @Test
    void aPointWhoseEstimateExceedsMaxEventsIsRefusedWithItsNumbers() {
        List<String> lines = errors(barrier("{\"max_events\": 1000}", 1));
        assertEquals(1, lines.size(), lines.toString());
        assertTrue(lines.get(0).contains("$.benchmark.ranks[1]: expected a point within max_events (1000)"), lines.get(0));
        assertTrue(lines.get(0).contains("fires about 1152 events"), lines.get(0));
        valid(barrier("{\"max_events\": 1152}", 1));
    }

    /** Replications count: 2 x 72 = 144 events at 8 ranks, over a limit of 100. */
    @Test
    void theEstimateCountsEveryReplication() {
        List<String> lines = errors(barrier("{\"max_events\": 100}", 2));
        assertTrue(lines.get(0).contains("$.benchmark.ranks[0]") && lines.get(0).contains("about 144 events (72 a run x 2 "
                + "replications)"), lines.toString());
    }

    /**
     * A size whose schedule cannot be built (a 2 GiB Bruck alltoall on 16 ranks packs 2^35 elements) is the
     * heap check's problem at its path; the events estimate, which builds the same schedules, stays
     * out of its way (the -Pslow fuzz run found it throwing).
     */
    @Test
    void aSizeNoScheduleCanAddressIsRefusedOnceAtItsPath() {
        ScenarioException e = org.junit.jupiter.api.Assertions.assertThrows(ScenarioException.class, () -> ScenarioLoader
                .standard().parse("{\"name\": \"l\", \"seed\": 1, \"machine\": " + HOCKNEY + ", \"benchmark\": {"
                        + "\"collectives\": [\"alltoall\"], \"algorithms\": [\"bruck\"], \"ranks\": [16], \"bytes\": [2147483648]}}",
                        "s.json"));
        List<String> lines = e.lines();
        assertEquals(1, lines.size(), lines.toString());
        assertTrue(lines.get(0).contains("$.benchmark.bytes[0]: expected a size alltoall/bruck can address"), lines.get(0));
    }

    /**
     * From {@link FeasibilityCheck#PARALLEL_POINTS} points on the points are checked on the common
     * pool, and the findings still come in point order: 40 rank counts, 2 to 41, of a
     * dissemination barrier under max_events 1; each has its own path, and at p ranks it fires
     * p x ceil(log2 p) x 3 events (2 ranks: 6, 21 ranks: 21 x 5 x 3 = 315). The first 20
     * problems are listed, then how many more there are.
     */
    @Test
    void manyPointsAreCheckedInParallelAndReportedInPointOrder() {
        StringBuilder ranks = new StringBuilder();
        for (int p = 2; p <= 41; p++) {
            ranks.append(p == 2 ? "" : ", ").append(p);
        }
        assertTrue(40 >= FeasibilityCheck.PARALLEL_POINTS);
        List<String> lines = errors("{\"name\": \"l\", \"seed\": 1, \"machine\": " + HOCKNEY + ", \"limits\": "
                + "{\"max_events\": 1}, \"benchmark\": {\"collectives\": [\"barrier\"], \"algorithms\": [\"dissemination\"], "
                + "\"ranks\": [" + ranks + "]}}");
        assertEquals(21, lines.size(), lines.toString());
        for (int i = 0; i < 20; i++) {
            assertTrue(lines.get(i).contains("$.benchmark.ranks[" + i + "]: "), lines.get(i));
        }
        assertTrue(lines.get(0).contains("fires about 6 events"), lines.get(0));
        assertTrue(lines.get(19).contains("fires about 315 events"), lines.get(19));
        assertTrue(lines.get(20).contains("and 20 more problems"), lines.get(20));
    }

    @Test
    void badLimitsNameTheirPath() {
        assertTrue(errors(barrier("{\"max_events\": 0}", 1)).get(0).contains("$.limits.max_events: expected a number of "
                + "events of at least 1 (an integer from 1 to 9223372036854775807), found 0"));
        assertTrue(errors(barrier("{\"max_wall\": \"10us\"}", 1)).get(0).contains("$.limits.max_wall: expected a "
                + "wall-clock time of at least 1ms, found 10us"));
        assertTrue(errors(barrier("{\"max_wall\": 600}", 1)).get(0).contains("$.limits.max_wall"));
        assertTrue(errors(barrier("{\"max_simulted\": \"1h\"}", 1)).get(0).contains("(did you mean \"max_simulated\"?)"));
        assertTrue(errors(barrier("[]", 1)).get(0).contains("$.limits: expected a limits object"));
    }

    /**
     * A binomial bcast of 1000 B under hockney 1us + 1ns/B: one message takes 1us + 1000 x 1ns =
     * 2us. At 2 ranks the call is one message and ends exactly at the limit of 2us: complete. At 8
     * ranks it needs three rounds, the second's arrivals at 4us: stopped, with the virtual time
     * reached (at most 2us), and the sweep goes on to the next point.
     */
    @Test
    void aPointPastMaxSimulatedStopsAsARecordAndTheSweepGoesOn() {
        Scenario s = valid("{\"name\": \"l\", \"seed\": 1, \"machine\": " + HOCKNEY + ", \"limits\": {\"max_simulated\": "
                + "\"2us\"}, \"benchmark\": {\"collectives\": [\"bcast\"], \"algorithms\": [\"binomial\"], \"ranks\": [8, 2],"
                + " \"bytes\": [1000]}}");
        List<ResultRecord> records = ScenarioRunner.run(s);
        assertEquals(2, records.size());
        ResultRecord stopped = records.get(0);
        assertEquals("max_simulated (2us of virtual time) reached", stopped.stopped());
        assertTrue(stopped.timePs() <= 2_000_000 && stopped.events() > 0, stopped.toString());
        assertNull(records.get(1).stopped());
        assertEquals(2_000_000, records.get(1).timePs());
    }

    /**
     * Sends the estimate cannot see (they sit under a condition on the loop variable, so the
     * smaller branch, nothing, counts) run until max_events stops the ring exchange of 10 steps on
     * 4 ranks (120 messages) after exactly 50 events; a barrier alone runs to the end.
     */
    @Test
    void aProgramStopsAtMaxEventsAtRunTime() {
        Scenario s = valid("{\"name\": \"l\", \"seed\": 1, \"machine\": " + HOCKNEY + ", \"limits\": {\"max_events\": 50},"
                + " \"program\": {\"ranks\": [4], \"body\": [{\"loop\": {\"count\": 10, \"var\": \"step\", \"body\": ["
                + "{\"if\": {\"cond\": \"step >= 0\", \"then\": [" + RING_STEP + "]}}]}}]}}");
        ResultRecord r = ScenarioRunner.run(s).get(0);
        assertTrue(r.isProgram() && r.isStopped(), r.toString());
        assertEquals("max_events (50 events) reached", r.stopped());
        assertEquals(50, r.events());
        assertFalse(ScenarioRunner.run(valid("{\"name\": \"l\", \"seed\": 1, \"machine\": "
                + HOCKNEY + ", \"program\": {\"ranks\": [4], \"body\": [{\"barrier\": {}}]}}")).get(0).isStopped());
    }

    /**
     * Work the estimate cannot see (under a condition on a loop variable, so the smaller branch,
     * nothing, counts): every one of 32 ranks posts 8 receives and 8 sends at once when it starts,
     * 256 sends whose injections are added before they fire. Once more events are pending than
     * max_events 100 allows in all, the run must cross it, so it stops there, as a record, with
     * fewer than the 100 events fired that stop a run crossing the limit gradually.
     */
    @Test
    void aProgramThatFloodsTheQueueStopsBeforeItsEventsAreFired() {
        StringBuilder calls = new StringBuilder();
        for (int k = 0; k < 8; k++) {
            calls.append("{\"irecv\": {\"peer\": \"(rank - 1) % size\", \"bytes\": 8, \"tag\": ").append(k)
                    .append(", \"req\": \"l").append(k).append("\"}}, {\"isend\": {\"peer\": \"(rank + 1) % size\", ")
                    .append("\"bytes\": 8, \"tag\": ").append(k).append(", \"req\": \"r").append(k).append("\"}}, ");
        }
        Scenario s = valid(program32("{\"max_events\": 100}", "[{\"loop\": {\"count\": 1, \"var\": \"i\", \"body\": ["
                + "{\"if\": {\"cond\": \"i >= 0\", \"then\": [" + calls + "{\"waitall\": \"all\"}]}}]}}]"));
        ResultRecord r = ScenarioRunner.run(s).get(0);
        assertEquals("max_events (100 events) reached", r.stopped(), r.toString());
        assertTrue(r.events() < 100, r.toString());
    }

    /**
     * A loop of tests on a send that cannot complete while the loop runs (virtual time stands
     * still within the event) adds no event: the interpreter's statements read the wall clock, so
     * max_wall stops the loop of 10^12 as a record instead of running it for hours.
     */
    @Test
    void aLoopWithinOneEventStopsAtMaxWall() {
        Scenario s = valid(program32("{\"max_wall\": \"1ms\"}", "[{\"if\": {\"cond\": \"rank == 0\", \"then\": ["
                + "{\"isend\": {\"peer\": 1, \"bytes\": 8, \"req\": \"s\"}}, {\"loop\": {\"count\": 1000000000000, "
                + "\"body\": [{\"test\": \"s\"}]}}, {\"wait\": \"s\"}], \"else\": [{\"if\": {\"cond\": \"rank == 1\", "
                + "\"then\": [{\"recv\": {\"peer\": 0, \"bytes\": 8}}]}}]}}]"));
        ResultRecord r = ScenarioRunner.run(s).get(0);
        assertEquals("max_wall (1ms of wall-clock time) reached", r.stopped(), r.toString());
        assertEquals(0, r.timePs(), "stopped within the first event, at 0 ps");
    }

    private static String program32(String limits, String body) {
        return program(limits, body).replace("\"ranks\": [4]", "\"ranks\": [32]");
    }

    private static final String RING_STEP = "{\"irecv\": {\"peer\": \"(rank - 1) % size\", \"bytes\": \"64KiB\", "
            + "\"tag\": \"step\", \"req\": \"l\"}}, {\"isend\": {\"peer\": \"(rank + 1) % size\", \"bytes\": \"64KiB\", "
            + "\"tag\": \"step\", \"req\": \"r\"}}, {\"waitall\": [\"l\", \"r\"]}";

    private static String program(String limits, String body) {
        return "{\"name\": \"l\", \"seed\": 1, \"machine\": " + HOCKNEY + ", \"limits\": " + limits
                + ", \"program\": {\"ranks\": [4], \"body\": " + body + "}}";
    }

    /**
     * The events every rank must fire are counted up front: the even ranks 0 and 2 each run 1000
     * times an isend (injection, arrival, completion: 3 events) and a compute (1): 2 x 1000 x 4 =
     * 8000 events, so 7999 refuses the program at its rank count with the numbers and 8000 lets it
     * through. The ring of 10 steps: 4 ranks x 10 isends x 3 = 120 events.
     */
    @Test
    void aProgramWhoseEventsExceedMaxEventsIsRefusedUpFront() {
        String evenRanks = "[{\"if\": {\"cond\": \"rank % 2 == 0\", \"then\": [{\"loop\": {\"count\": 1000, \"body\": ["
                + "{\"isend\": {\"peer\": \"rank + 1\", \"bytes\": 8, \"req\": \"s\"}}, {\"compute\": \"1us\"}]}}]}}]";
        List<String> lines = errors(program("{\"max_events\": 7999}", evenRanks));
        assertEquals(1, lines.size(), lines.toString());
        assertTrue(lines.get(0).contains("$.program.ranks[0]: expected a point within max_events (7999), found the "
                + "program at 4 ranks fires at least 8000 events"), lines.get(0));
        valid(program("{\"max_events\": 8000}", evenRanks));
        String ring = "[{\"loop\": {\"count\": 10, \"var\": \"step\", \"body\": [" + RING_STEP + "]}}]";
        assertTrue(errors(program("{\"max_events\": 119}", ring)).get(0).contains("at least 120 events"));
        valid(program("{\"max_events\": 120}", ring));
    }

    /** 100 splits of 64 ranks into 4 colors: 100 x (64 + 4) = 6800 steps, counted against max_events. */
    @Test
    void aCommunicatorWorkloadPastMaxEventsIsRefusedUpFront() {
        String churn = "{\"name\": \"l\", \"seed\": 1, \"machine\": " + HOCKNEY + ", \"limits\": {\"max_events\": %d}, "
                + "\"comm_workload\": {\"splits\": 100, \"colors\": 4, \"ranks\": 64}, \"benchmark\": {\"collectives\": "
                + "[\"barrier\"], \"ranks\": [2]}}";
        List<String> lines = errors(String.format(churn, 6799));
        assertTrue(lines.get(0).contains("$.comm_workload.splits: expected a point within max_events (6799), found the "
                + "communicator workload at 64 ranks (100 splits, one step per rank and color each, counted as events) "
                + "fires 6800 events"), lines.toString());
        valid(String.format(churn, 6800));
    }

    private static String barrierWith(String alpha, String limits) {
        return "{\"name\": \"l\", \"seed\": 1, \"machine\": {\"network\": {\"model\": \"hockney\", \"alpha\": \"" + alpha
                + "\", \"beta\": \"1ns/B\"}}, \"limits\": " + limits + ", \"benchmark\": {\"collectives\": [\"barrier\"], "
                + "\"algorithms\": [\"dissemination\"], \"ranks\": [8]}}";
    }

    /**
     * The up-front bound of a point's virtual time: its events, each costing a message of its size
     * and that message's reduction. The dissemination barrier at 8 ranks fires 72 events (above)
     * of empty messages, each alpha under hockney (no bytes, no reduction). The limit is 2^63 - 1 =
     * 9223372036854775807 ps; 9223372036854775807 / 72 = 128102389400760775 remainder 7, so an alpha
     * of 128102389400760775 ps bounds the barrier at 72 x that = 9223372036854775800 ps, within the
     * limit, and one picosecond more at 9223372036854775872 ps, past it: refused at its rank count.
     */
    @Test
    void aPointWhoseTimeBoundPassesTheLimitOfVirtualTimeIsRefused() {
        valid(barrierWith("128102389400760775ps", "{}"));
        List<String> lines = errors(barrierWith("128102389400760776ps", "{}"));
        assertEquals(1, lines.size(), lines.toString());
        assertTrue(lines.get(0).contains("$.benchmark.ranks[0]: expected a point whose time can be shown to fit in "
                + "virtual time (at most 9,223,372,036,854,775,807 ps (about 106.75 days)), found barrier/dissemination at 8 "
                + "ranks, 0 bytes fires about 72 events, each up to 128102389400760776 ps"), lines.get(0));
        assertTrue(lines.get(0).contains("up to 9223372036854775872 ps"), lines.get(0));
    }

    /**
     * max_simulated is checked up front against the least any message costs: under hockney 2us +
     * 1ns/B an empty message takes 2us = 2000000 ps, so a barrier (which sends) cannot end within
     * 1999999 ps and is refused at its rank count; at 2us it may.
     */
    @Test
    void aPointWhoseFirstMessageCannotEndWithinMaxSimulatedIsRefused() {
        List<String> lines = errors(barrierWith("2us", "{\"max_simulated\": \"1999999ps\"}"));
        assertEquals(1, lines.size(), lines.toString());
        assertTrue(lines.get(0).contains("$.benchmark.ranks[0]: expected a point whose first message can end within "
                + "max_simulated (1999999ps), found barrier/dissemination at 8 ranks, 0 bytes: any message takes at least 2000000 ps"
                + " under hockney"), lines.get(0));
        valid(barrierWith("2us", "{\"max_simulated\": \"2us\"}"));
    }

    /**
     * A TI trace as a workload runs under the same limits, stopped points being records: the
     * trace-sweep example takes 5.048 us + 5 alpha (its description), so under max_simulated 12us
     * alpha = 1us (10.048 us) completes and 2us (15.048 us) and 4us (25.048 us) stop; under
     * max_events 50 every variant stops after exactly 50 events.
     */
    @Test
    void aTracePointStopsAtItsLimitsAsARecord() throws Exception {
        java.nio.file.Path examples = java.nio.file.Path.of("..", "examples");
        com.fasterxml.jackson.databind.node.ObjectNode tree = (com.fasterxml.jackson.databind.node.ObjectNode)
                new com.fasterxml.jackson.databind.ObjectMapper().readTree(examples.resolve("trace-sweep.json").toFile());
        tree.set("limits", tree.objectNode().put("max_simulated", "12us"));
        List<ResultRecord> records = ScenarioRunner.run(ScenarioLoader.standard().parse(
                tree.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8), "t.json", examples));
        assertNull(records.get(0).stopped());
        assertEquals(10_048_000, records.get(0).timePs());
        assertEquals("max_simulated (12us of virtual time) reached", records.get(1).stopped());
        assertEquals("max_simulated (12us of virtual time) reached", records.get(2).stopped());
        tree.set("limits", tree.objectNode().put("max_events", 50));
        for (ResultRecord r : ScenarioRunner.run(ScenarioLoader.standard().parse(
                tree.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8), "t.json", examples))) {
            assertEquals("max_events (50 events) reached", r.stopped());
            assertEquals(50, r.events());
        }
    }

    private static List<String> traceErrors(String example, long maxEvents) throws Exception {
        java.nio.file.Path examples = java.nio.file.Path.of("..", "examples");
        com.fasterxml.jackson.databind.node.ObjectNode tree = (com.fasterxml.jackson.databind.node.ObjectNode)
                new com.fasterxml.jackson.databind.ObjectMapper().readTree(examples.resolve(example).toFile());
        tree.set("limits", tree.objectNode().put("max_events", maxEvents));
        try {
            ScenarioLoader.standard().parse(tree.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8), "t.json",
                    examples);
            return List.of();
        } catch (ScenarioException e) {
            return e.lines();
        }
    }

    /**
     * A GOAL schedule's operations are counted up front (as well as at run time, below): the
     * dissemination barrier on 8 ranks has 8 x 3 rounds x (send + receive) = 48 operations, one event
     * each at least, so max_events 47 refuses it at its file with the numbers and 48 lets it through.
     */
    @Test
    void aGoalScheduleWithMoreOperationsThanMaxEventsIsRefusedUpFront() throws Exception {
        List<String> goal = traceErrors("goal-sweep.json", 47);
        assertTrue(!goal.isEmpty() && goal.get(0).contains("$.trace.file: expected a point within max_events (47), found "
                + "the GOAL schedule goal/dissemination-barrier-8.goal at 8 ranks (one event per operation at least) fires "
                + "at least 48 events"), goal.toString());
        assertEquals(List.of(), traceErrors("goal-sweep.json", 48));
    }

    /**
     * A GOAL point stops at run time like any point. The 8-rank dissemination barrier's rounds each
     * take 2o + L, and a round's messages arrive o + L after its sends: round 3's at 2 (2o + L) + o + L,
     * 15 us at L = 2.5 us (within 20 us: the point ends at 16.5 us) and 21 us at L = 4.5 us (past it:
     * stopped after round 3's sends, at 2 (2o + L) = 15 us). max_events 48 passes the up-front count
     * (48 operations) and stops both points at run time, each after 48 of its 72 events (the golden's).
     */
    @Test
    void aGoalPointStopsAtItsLimitsAsARecord() throws Exception {
        List<ResultRecord> records = goalSweep(tree -> tree.put("max_simulated", "20us"));
        assertNull(records.get(0).stopped());
        assertEquals(16_500_000, records.get(0).timePs());
        assertEquals("max_simulated (20us of virtual time) reached", records.get(1).stopped());
        assertEquals(15_000_000, records.get(1).timePs());
        for (ResultRecord r : goalSweep(tree -> tree.put("max_events", 48))) {
            assertEquals("max_events (48 events) reached", r.stopped());
            assertEquals(48, r.events());
        }
    }

    private static List<ResultRecord> goalSweep(java.util.function.Consumer<com.fasterxml.jackson.databind.node.ObjectNode> limits)
            throws Exception {
        java.nio.file.Path examples = java.nio.file.Path.of("..", "examples");
        com.fasterxml.jackson.databind.node.ObjectNode tree = (com.fasterxml.jackson.databind.node.ObjectNode)
                new com.fasterxml.jackson.databind.ObjectMapper().readTree(examples.resolve("goal-sweep.json").toFile());
        limits.accept(tree.putObject("limits"));
        return ScenarioRunner.run(ScenarioLoader.standard().parse(
                tree.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8), "t.json", examples));
    }
}

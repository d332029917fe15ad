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
}

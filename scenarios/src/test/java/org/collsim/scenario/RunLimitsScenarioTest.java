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
     * Programs have no events estimate: a ring exchange of 10 steps on 4 ranks (120 messages) runs
     * until max_events stops it after exactly 50 events; a barrier alone runs to the end.
     */
    @Test
    void aProgramStopsAtMaxEventsAtRunTime() {
        Scenario s = valid("{\"name\": \"l\", \"seed\": 1, \"machine\": " + HOCKNEY + ", \"limits\": {\"max_events\": 50},"
                + " \"program\": {\"ranks\": [4], \"body\": [{\"loop\": {\"count\": 10, \"var\": \"step\", \"body\": ["
                + "{\"irecv\": {\"peer\": \"(rank - 1) % size\", \"bytes\": \"64KiB\", \"tag\": \"step\", \"req\": \"l\"}},"
                + "{\"isend\": {\"peer\": \"(rank + 1) % size\", \"bytes\": \"64KiB\", \"tag\": \"step\", \"req\": \"r\"}},"
                + "{\"waitall\": [\"l\", \"r\"]}]}}]}}");
        ResultRecord r = ScenarioRunner.run(s).get(0);
        assertTrue(r.isProgram() && r.isStopped(), r.toString());
        assertEquals("max_events (50 events) reached", r.stopped());
        assertEquals(50, r.events());
        assertFalse(ScenarioRunner.run(valid("{\"name\": \"l\", \"seed\": 1, \"machine\": "
                + HOCKNEY + ", \"program\": {\"ranks\": [4], \"body\": [{\"barrier\": {}}]}}")).get(0).isStopped());
    }
}

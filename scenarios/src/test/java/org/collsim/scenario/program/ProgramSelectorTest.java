package org.collsim.scenario.program;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.collsim.report.ResultRecord;
import org.collsim.scenario.Scenario;
import org.collsim.scenario.ScenarioException;
import org.collsim.scenario.ScenarioLoader;
import org.collsim.scenario.ScenarioRunner;
import org.junit.jupiter.api.Test;

/** {@code program.selector}: a program's collective calls that name no algorithm run what the selector chooses per call. */
class ProgramSelectorTest {
    /**
     * Three allreduces on 8 ranks of 1-byte elements: 8 B, 9 B, and 9 B naming ring. MPICH's
     * generic.json (docs/SELECTION.md): avg_msg_size <= 8 is recursive doubling; above, count 9 is
     * not below pof2(8) = 8, so Rabenseifner's reduce_scatter_allgather. A named algorithm stays.
     * A program's record names no algorithm, so the messages tell: on 8 ranks recursive doubling
     * sends 3 steps x 8 = 24, reduce_scatter_allgather 3 halving + 3 doubling steps x 8 = 48, ring
     * 2 x 7 steps x 8 = 112.
     */
    private static final String BODY = """
            [{"allreduce": {"bytes": 8}}, {"allreduce": {"bytes": 9}}, {"allreduce": {"bytes": 9, "algorithm": "ring"}}]""";

    private static Scenario scenario(String selector) throws ScenarioException {
        String json = """
                {"name": "p", "seed": 1,
                 "machine": {"network": {"model": "hockney", "alpha": "1000ps", "beta": "10ps/B", "gamma": "2ps/B"}},
                 "program": {"ranks": [8], %s"body": %s}}
                """.formatted(selector, BODY);
        return ScenarioLoader.standard().parse(json, "s.json");
    }

    private static long messages(Scenario s) {
        ResultRecord r = ScenarioRunner.run(s).get(0);
        return r.messages();
    }

    @Test
    void callsWithoutAnAlgorithmRunTheSelectorsChoice() throws ScenarioException {
        assertEquals(24 + 48 + 112, messages(scenario("\"selector\": \"mpich\", ")));
    }

    @Test
    void withoutASelectorTheyRunMpichsChoiceAndTheRecordSaysWhatRan() throws ScenarioException {
        ResultRecord r = ScenarioRunner.run(scenario("")).get(0);
        assertEquals(24 + 48 + 112, r.messages());
        assertEquals("allreduce on 8: recursive_doubling; allreduce on 8: reduce_scatter_allgather; allreduce on 8: ring",
                r.ranText());
        assertEquals(List.of("default"), r.ran().stream().map(c -> c.layer()).distinct().toList());
    }

    @Test
    void anUnknownSelectorIsReportedAtItsPath() {
        try {
            scenario("\"selector\": \"mpihc\", ");
            throw new AssertionError("expected an error");
        } catch (ScenarioException e) {
            assertTrue(e.lines().stream().anyMatch(l -> l.contains("$.program.selector")
                    && l.contains("found \"mpihc\" (did you mean \"mpich\"?)")), String.join("\n", e.lines()));
        }
    }
}

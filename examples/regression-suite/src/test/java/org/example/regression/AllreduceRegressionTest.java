package org.example.regression;

import static org.collsim.junit.CollsimAssertions.assertBeats;
import static org.collsim.junit.CollsimAssertions.assertSpeedup;
import static org.collsim.junit.CollsimAssertions.assertWithinBaseline;

import java.nio.file.Path;
import java.util.List;
import org.collsim.junit.SimulatedScenario;
import org.collsim.junit.SimulationResults;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A researcher's regression suite: the claims a paper makes about allreduce on 256 ranks, checked on
 * every commit. The scenario and the baseline are files of this project (src/test/resources), so a
 * change of either shows in review.
 */
class AllreduceRegressionTest {
    private static final Path RESOURCES = Path.of("src/test/resources");
    private static SimulationResults results;

    @BeforeAll
    static void simulate() {
        results = SimulatedScenario.load(RESOURCES.resolve("allreduce.json")).run();
    }

    /** The bandwidth-optimal ring wins once messages are large: 2(p-1) alphas are paid back from 64 KiB. */
    @Test
    void ringBeatsRecursiveDoublingFrom64KiB() {
        assertBeats(results, "allreduce", "ring", "recursive_doubling", 256, 65536);
    }

    /** The hierarchical layer pays off for recursive doubling at every size: leaders exchange, nodes reduce locally. */
    @Test
    void hierarchyMakesRecursiveDoublingAtLeast1point5TimesFaster() {
        assertSpeedup(results, List.of("hierarchical"), 1.5, "allreduce", "recursive_doubling", 256);
    }

    /**
     * No point is more than 2% slower than the stored baseline. To accept a deliberate change, write
     * a new baseline (bin/collsim run src/test/resources/allreduce.json --out DIR, then copy
     * DIR/results.json to src/test/resources/baseline.json) and commit it with the reason.
     */
    @Test
    void staysWithinTwoPercentOfTheBaseline() {
        assertWithinBaseline(results, RESOURCES.resolve("baseline.json"), "2%");
    }
}

package org.collsim.scenario.program;

import static org.collsim.scenario.program.Programs.run;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every registered algorithm also runs nonblocking, on the same schedule: "i" + its collective
 * then a wait takes exactly the blocking call's time, and a collective that needs no CPU
 * (no reduction) completes under a longer compute phase, so the program takes the compute's time.
 */
class NonblockingAlgorithmsTest {
    private static final long BYTES = 64;
    private static final long COMPUTE_PS = 1_000_000_000;

    static Stream<Arguments> algorithms() {
        List<Arguments> out = new ArrayList<>();
        for (CollectiveAlgorithm a : AlgorithmRegistry.builtIn().all()) {
            for (int p : new int[] {6, 8}) {
                if (AlgorithmRegistry.violation(a, new CollArgs(p, BYTES, 1, 0)).isEmpty()) {
                    out.add(Arguments.of(a.collective().id(), a.name(), p, a.collective().reduces()));
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}/{1} p={2}")
    @MethodSource("algorithms")
    void nonblockingTakesTheBlockingTimeAndOverlapsCompute(String collective, String algorithm, int p, boolean reduces) {
        String call = (collective.equals("barrier") ? "{" : "{\"bytes\": " + BYTES + ", ") + "\"algorithm\": \"" + algorithm + "\"";
        long blocking = run(p, "[{\"" + collective + "\": " + call + "}}]").timePs();
        long waited = run(p, "[{\"i" + collective + "\": " + call + ", \"req\": \"a\"}}, {\"wait\": \"a\"}]").timePs();
        assertEquals(blocking, waited);
        long overlapped = run(p, "[{\"i" + collective + "\": " + call + ", \"req\": \"a\"}}, {\"compute\": \"1ms\"}, {\"wait\": \"a\"}]")
                .timePs();
        if (!reduces) {
            assertEquals(COMPUTE_PS, overlapped, "the collective (" + blocking + " ps) runs under the compute");
        }
    }
}

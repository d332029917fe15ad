package org.collsim.scenario.program;

import static org.collsim.scenario.program.Programs.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every registered bcast, reduce and allreduce algorithm, nonblocking at a root other than 0 and
 * with a computation shorter than the collective (NonblockingAlgorithmsTest covers every
 * algorithm at root 0 under a longer computation): started with "i" and waited for at once it
 * takes the blocking call's time, and with the computation between start and wait it overlaps. A bcast uses no CPU under
 * Hockney, so it ends at max(compute, collective); a reduction's combinations wait for the CPU
 * that the computation holds, so it ends between the two and their sum.
 */
class NonblockingPartialOverlapTest {
    private static final int RANKS = 7;

    static Stream<Arguments> algorithms() {
        List<Arguments> out = new ArrayList<>();
        for (Collective c : List.of(Collective.BCAST, Collective.REDUCE, Collective.ALLREDUCE)) {
            for (CollectiveAlgorithm a : AlgorithmRegistry.builtIn().algorithms(c)) {
                out.add(Arguments.of(c.id(), a.name()));
            }
        }
        return out.stream();
    }

    private static String call(String verb, String collective, String algorithm, String request) {
        String root = collective.equals("allreduce") ? "" : ", \"root\": 2";
        String req = request.isEmpty() ? "" : ", \"req\": \"" + request + "\"";
        return "{\"" + verb + "\": {\"bytes\": 1000" + root + req + ", \"algorithm\": \"" + algorithm + "\"}}";
    }

    @ParameterizedTest(name = "i{0} {1}")
    @MethodSource("algorithms")
    void theNonblockingFormRunsTheSameScheduleAndOverlaps(String collective, String algorithm) {
        long blocking = run(RANKS, "[" + call(collective, collective, algorithm, "") + "]").timePs();
        long waited = run(RANKS, "[" + call("i" + collective, collective, algorithm, "a") + ", {\"wait\": \"a\"}]").timePs();
        assertEquals(blocking, waited, "i" + collective + " then wait");
        long computePs = blocking / 2 / 1000 * 1000;
        long overlapped = run(RANKS, "[" + call("i" + collective, collective, algorithm, "a")
                + ", {\"compute\": \"" + computePs + "ps\"}, {\"wait\": \"a\"}]").timePs();
        if (collective.equals("bcast")) {
            assertEquals(Math.max(computePs, blocking), overlapped);
        } else {
            assertTrue(overlapped >= blocking && overlapped <= blocking + computePs, overlapped + " against " + blocking);
        }
    }
}

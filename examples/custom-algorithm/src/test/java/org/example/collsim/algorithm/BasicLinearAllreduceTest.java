package org.example.collsim.algorithm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.run.CollectiveData;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.sched.ReduceOp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * collsim finds this jar's algorithm through its service file and runs it like a built-in one:
 * the right data at every rank count from 1 to 33, 64 and 100 (sum and the non-commutative matrix
 * product, counts not divisible by p), and the closed form to the picosecond.
 */
class BasicLinearAllreduceTest {
    private static final HockneyModel[] MODELS = {
        new HockneyModel(2_000_000, 1_000, 500),
        new HockneyModel(7, 3, 11), // reductions slower than transfers: the chain still waits for rank p-1 first
    };

    private static CollectiveAlgorithm found() {
        return AlgorithmRegistry.builtIn().find(Collective.ALLREDUCE, "basic_linear").orElseThrow();
    }

    @Test
    void isFoundBesideTheBuiltInAlgorithmsAndIsNotTheDefault() {
        assertEquals(BasicLinearAllreduce.class, found().getClass());
        assertEquals("recursive_doubling", AlgorithmRegistry.builtIn().defaultFor(Collective.ALLREDUCE).orElseThrow().name());
        assertFalse(AlgorithmRegistry.builtIn().names(Collective.BCAST).contains("basic_linear"));
    }

    static Stream<Arguments> calls() {
        List<Arguments> out = new ArrayList<>();
        List<Integer> ranks = new ArrayList<>();
        for (int p = 1; p <= 33; p++) {
            ranks.add(p);
        }
        ranks.addAll(List.of(64, 100));
        for (int p : ranks) {
            for (long n : new long[] {1, 7, 100}) {
                for (ReduceOp op : new ReduceOp[] {ReduceOp.SUM, ReduceOp.MATRIX2X2}) {
                    out.add(Arguments.of(new CollArgs(p, n, 1, 0, op)));
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("calls")
    void everyRankHoldsTheReductionInRankOrder(CollArgs args) {
        CollectiveRun.Result r = CollectiveRun.run(new Network(args.ranks(), MODELS[0]), found(), args, true, 1);
        for (int rank = 0; rank < args.ranks(); rank++) {
            assertArrayEquals(CollectiveData.expectedOutput(Collective.ALLREDUCE, args, rank), r.outputs()[rank], "rank " + rank);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("calls")
    void theSimulatedTimeIsTheClosedForm(CollArgs args) {
        for (HockneyModel m : MODELS) {
            long simulated = CollectiveRun.run(new Network(args.ranks(), m), found(), args, false, 1).timePs();
            assertEquals(found().closedFormPs(args, m).getAsLong(), simulated, m.toString());
        }
    }

    @Test
    void fourRanksOfOneHundredBytesByHand() {
        // alpha 1000 ps, beta 10 ps/B, gamma 2 ps/B: T = 1000 + 1000 = 2000, G = 200. Ranks 1..3 arrive at 2000, 4000
        // and 6000; the three reductions end at 6600; the three broadcast messages at 8600, 10600 and 12600
        HockneyModel m = new HockneyModel(1000, 10, 2);
        assertEquals(12_600, CollectiveRun.run(new Network(4, m), found(), new CollArgs(4, 100, 1, 0), false, 1).timePs());
    }
}

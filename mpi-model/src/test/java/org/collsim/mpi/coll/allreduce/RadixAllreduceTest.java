package org.collsim.mpi.coll.allreduce;

import static org.collsim.mpi.coll.ReductionCases.configured;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.ReductionCases;
import org.collsim.mpi.coll.Schedules;
import org.collsim.mpi.sched.ReduceOp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * ring_segmented, recexch, recursive_multiplying and k_reduce_scatter_allgather beyond the
 * registry's defaults: data at every p in 1..33, 64 and 100, counts not divisible by p, the
 * non-commutative matrix product where accepted; and their closed forms under Hockney.
 */
class RadixAllreduceTest {
    /** (alpha, beta, gamma): combinations cheaper than transfers, and dearer. */
    private static final long[][] MODELS = {{2_000_000, 1_000, 500}, {7, 3, 11}};

    static Stream<Arguments> dataCases() {
        List<CollectiveAlgorithm> algorithms = new ArrayList<>();
        for (long k : new long[] {3, 4, 7}) {
            algorithms.add(configured(new RecexchAllreduce(), "k", k));
            algorithms.add(configured(new RecursiveMultiplyingAllreduce(), "k", k));
            algorithms.add(configured(new KReduceScatterAllgatherAllreduce(), "k", k));
        }
        algorithms.add(configured(new RingSegmentedAllreduce(), "segment", 1));
        algorithms.add(configured(new RingSegmentedAllreduce(), "segment", 3));
        return ReductionCases.dataCases(algorithms, new long[] {1, 10, 101, 250}, p -> 0);
    }

    @ParameterizedTest(name = "{0} {2}")
    @MethodSource("dataCases")
    void everyRankHoldsTheReductionInRankOrder(String label, CollectiveAlgorithm a, CollArgs args) {
        ReductionCases.everyRankHoldsTheReference(label, a, args);
    }

    /**
     * recexch at p = k^m: m (k-1)(t + r), t = alpha + n beta, r = n gamma; recursive_multiplying at
     * p = c k^m adds (c-1)(2t + r) for the extras (p = 18, k = 3: c = 2, m = 2).
     */
    @Test
    void radixExchangesTakeTheirClosedForms() {
        for (long[] abg : MODELS) {
            HockneyModel m = new HockneyModel(abg[0], abg[1], abg[2]);
            long t = abg[0] + 96 * abg[1];
            long r = 96 * abg[2];
            for (int[] pkm : new int[][] {{9, 3, 2}, {27, 3, 3}, {16, 4, 2}, {5, 5, 1}, {5, 8, 1}}) {
                CollArgs args = new CollArgs(pkm[0], 96, 1, 0, ReduceOp.MATRIX2X2);
                CollectiveAlgorithm a = configured(new RecexchAllreduce(), "k", pkm[1]);
                long expected = (long) pkm[2] * (Math.min(pkm[1], pkm[0]) - 1) * (t + r);
                assertEquals(expected, a.closedFormPs(args, m).orElseThrow(), a.label());
                assertEquals(expected, Schedules.timePs(a, args, m), a.label() + " p=" + pkm[0]);
            }
            CollectiveAlgorithm multiplying = configured(new RecursiveMultiplyingAllreduce(), "k", 3);
            CollArgs eighteen = new CollArgs(18, 96, 1, 0);
            long expected = (2 * t + r) + 2 * 2 * (t + r);
            assertEquals(expected, multiplying.closedFormPs(eighteen, m).orElseThrow());
            assertEquals(expected, Schedules.timePs(multiplying, eighteen, m));
        }
    }

    /**
     * k_reduce_scatter_allgather at p = 9, k = 3, n = 243: phase 0 moves parts of 81 elements,
     * phase 1 of 27. Each reduce-scatter phase takes 2 max(t_j, r_j) + min(t_j, r_j), each
     * allgather phase 2 t_j.
     */
    @Test
    void kReduceScatterAllgatherTakesItsClosedForm() {
        CollectiveAlgorithm a = configured(new KReduceScatterAllgatherAllreduce(), "k", 3);
        for (long[] abg : MODELS) {
            HockneyModel m = new HockneyModel(abg[0], abg[1], abg[2]);
            long expected = 0;
            for (long part : new long[] {81, 27}) {
                long t = abg[0] + part * abg[1];
                long r = part * abg[2];
                expected += 2 * Math.max(t, r) + Math.min(t, r) + 2 * t;
            }
            CollArgs args = new CollArgs(9, 243, 1, 0);
            assertEquals(expected, a.closedFormPs(args, m).orElseThrow());
            assertEquals(expected, Schedules.timePs(a, args, m));
        }
    }

    /**
     * ring_segmented with 8 B segments at p = 4, n = 96: 96 / 32 = 3 phases over blocks of 24 B in
     * segments of 8 B: 3 * 3 (t_8 + r_8) + 3 t_24.
     */
    @Test
    void ringSegmentedTakesItsClosedForm() {
        CollectiveAlgorithm a = configured(new RingSegmentedAllreduce(), "segment", 8);
        for (long[] abg : MODELS) {
            HockneyModel m = new HockneyModel(abg[0], abg[1], abg[2]);
            long expected = 9 * (abg[0] + 8 * abg[1] + 8 * abg[2]) + 3 * (abg[0] + 24 * abg[1]);
            CollArgs args = new CollArgs(4, 96, 1, 0);
            assertEquals(expected, a.closedFormPs(args, m).orElseThrow());
            assertEquals(expected, Schedules.timePs(a, args, m));
        }
    }
}

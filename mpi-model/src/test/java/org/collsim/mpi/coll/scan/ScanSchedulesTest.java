package org.collsim.mpi.coll.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.OrderedCombine;
import org.collsim.mpi.coll.Schedules;
import org.collsim.mpi.sched.VertexKind;
import org.collsim.mpi.sched.Schedule;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ScanSchedulesTest {
    /** Rank r's result combines exactly ranks 0..r, in rank order, so a non-commutative op would be right too. */
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 16, 17, 31, 33})
    void everyRankCombinesRanksZeroToItselfInOrder(int p) {
        for (CollectiveAlgorithm a : new CollectiveAlgorithm[] {new RecursiveDoublingScan(), new LinearScan()}) {
            long[][] out = OrderedCombine.run(a, CollArgs.of(p, 3));
            for (int r = 0; r < p; r++) {
                for (long element : out[r]) {
                    assertEquals(OrderedCombine.interval(0, r), element, a.name() + " rank " + r + " of " + p);
                }
            }
        }
    }

    @Test
    void theOrderCheckRejectsAReversedCombination() {
        assertEquals(OrderedCombine.INVALID, OrderedCombine.run(new ReversedChain(), CollArgs.of(3, 1))[2][0]);
    }

    /** Recursive doubling: one exchange per existing partner; two reductions when the partner is lower. */
    @Test
    void recursiveDoublingExchangesWithEveryExistingPartner() {
        CollArgs args = CollArgs.of(6, 4); // rank 5: partners 4 (lower), 7 (none), 1 (lower)
        Schedule s = Schedules.of(new RecursiveDoublingScan(), args, 5);
        assertEquals(2, s.countOf(VertexKind.SEND));
        assertEquals(4, s.countOf(VertexKind.REDUCE));
        Schedule zero = Schedules.of(new RecursiveDoublingScan(), args, 0); // partners 1, 2, 4, all higher
        assertEquals(3, zero.countOf(VertexKind.SEND));
        assertEquals(3, zero.countOf(VertexKind.REDUCE));
    }

    @Test
    void linearIsAChain() {
        Schedule middle = Schedules.of(new LinearScan(), CollArgs.of(5, 4), 2);
        assertEquals(1, middle.countOf(VertexKind.RECV));
        assertEquals(1, middle.countOf(VertexKind.SEND));
        assertEquals(3, middle.peer(2)); // recv, reduce, send to rank 3
        assertEquals(0, Schedules.of(new LinearScan(), CollArgs.of(5, 4), 4).countOf(VertexKind.SEND));
    }

    /** A chain scan that reduces the incoming prefix into the rank's own data: mine op prefix, the wrong order. */
    private static final class ReversedChain implements CollectiveAlgorithm {
        @Override
        public org.collsim.mpi.coll.Collective collective() {
            return org.collsim.mpi.coll.Collective.SCAN;
        }

        @Override
        public String name() {
            return "reversed";
        }

        @Override
        public String citation() {
            return "a deliberate bug";
        }

        @Override
        public void build(CollArgs args, int rank, org.collsim.mpi.sched.ScheduleBuilder s) {
            long n = args.count();
            int tmp = s.tmp(n);
            s.copy(org.collsim.mpi.sched.Buffers.IN, 0, org.collsim.mpi.sched.Buffers.OUT, 0, n);
            s.fence();
            if (rank > 0) {
                s.recv(rank - 1, tmp, 0, n);
                s.fence();
                s.reduce(tmp, 0, org.collsim.mpi.sched.Buffers.OUT, 0, n);
                s.fence();
            }
            if (rank < args.ranks() - 1) {
                s.send(rank + 1, org.collsim.mpi.sched.Buffers.OUT, 0, n);
            }
        }
    }
}

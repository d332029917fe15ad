package org.collsim.mpi.coll.scan;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.Schedules;
import org.collsim.mpi.run.CollectiveData;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.sched.ReduceOp;
import org.collsim.mpi.sched.Schedule;
import org.collsim.mpi.sched.VertexKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ScanSchedulesTest {
    /**
     * The matrix product is not commutative, so the reference catches a chain scan that
     * combines in the wrong order (mine op prefix), and the executor honours the operand order:
     * the same chain with the prefix as the left operand is right.
     */
    @Test
    void theMatrixReferenceRejectsAReversedCombinationAndTheOperandOrderFixesIt() {
        CollArgs args = new CollArgs(3, 2, 1, 0, ReduceOp.MATRIX2X2);
        Network net = new Network(3, new HockneyModel(1000, 10, 2));
        long[] expected = CollectiveData.expectedOutput(Collective.SCAN, args, 2);
        long[] reversed = CollectiveRun.run(net, new Chain(false), args, true, 1).outputs()[2];
        assertNotEquals(expected[0], reversed[0]);
        assertArrayEquals(expected, CollectiveRun.run(net, new Chain(true), args, true, 1).outputs()[2]);
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

    /** A chain scan: each rank combines the prefix from rank - 1 with its own data, in either order. */
    private record Chain(boolean prefixFirst) implements CollectiveAlgorithm {
        @Override
        public org.collsim.mpi.coll.Collective collective() {
            return org.collsim.mpi.coll.Collective.SCAN;
        }

        @Override
        public String name() {
            return "chain";
        }

        @Override
        public String citation() {
            return "test";
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
                if (prefixFirst) {
                    s.reduceSourceFirst(args.op(), tmp, 0, org.collsim.mpi.sched.Buffers.OUT, 0, n);
                } else {
                    s.reduce(args.op(), tmp, 0, org.collsim.mpi.sched.Buffers.OUT, 0, n);
                }
                s.fence();
            }
            if (rank < args.ranks() - 1) {
                s.send(rank + 1, org.collsim.mpi.sched.Buffers.OUT, 0, n);
            }
        }
    }
}

package org.collsim.mpi.coll.allgather;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Schedules;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.sched.Schedule;
import org.collsim.mpi.sched.VertexKind;
import org.junit.jupiter.api.Test;

class RecursiveDoublingAllgatherTest {
    private static final HockneyModel MODEL = new HockneyModel(1_000, 10, 0);

    @Test
    void runsAtEveryRankCount() {
        assertTrue(AlgorithmRegistry.violation(new RecursiveDoublingAllgather(), CollArgs.of(6, 4)).isEmpty());
    }

    /**
     * p = 6: at mask 4, ranks 2 and 3 have no partner (6, 7 do not exist); their subtree {0..3}
     * has nc = 6 - 4 = 2 ranks with a partner (0 with 4, 1 with 5), and 0 passes the 2 blocks of
     * {4, 5} to 2, 1 to 3 (mask 2, haves 0 + 2). Rank 4 receives 4 blocks from 0.
     */
    @Test
    void ranksWithoutPartnerGetThePartnerSubtreeFromTheirSubtree() {
        CollArgs args = CollArgs.of(6, 5);
        Schedule rank0 = Schedules.of(new RecursiveDoublingAllgather(), args, 0);
        assertEquals(4, rank0.countOf(VertexKind.SEND)); // masks 1, 2, 4 and the pass-down to 2
        assertEquals((1 + 2 + 4 + 2) * 5, Schedules.elements(rank0, VertexKind.SEND));
        Schedule rank2 = Schedules.of(new RecursiveDoublingAllgather(), args, 2);
        assertEquals(2, rank2.countOf(VertexKind.SEND));
        assertEquals(3, rank2.countOf(VertexKind.RECV));
        assertEquals(5 * 5, Schedules.elements(rank2, VertexKind.RECV));
        Schedule rank4 = Schedules.of(new RecursiveDoublingAllgather(), args, 4);
        assertEquals((1 + 4) * 5, Schedules.elements(rank4, VertexKind.RECV)); // 5 at mask 1, blocks 0..3 at mask 4
    }

    /**
     * No closed form off powers of two; p = 3 by hand, n = 100 B, T(b) = 1000 + 10b ps:
     * mask 1: 0 and 1 swap a block, [0, T(100)] (rank 1 issues before rank 2 at time 0, so it
     * holds 0's receive port first); rank 2 has no partner and nobody in its subtree has one.
     * mask 2: 2 sends its block to 0 as soon as it starts, but 0's receive port is free only at
     * T(100): [T(100), 2T(100)]; 0 sends blocks 0-1 to 2 [T(100), T(100) + T(200)] = [2000,
     * 5000], then passes block 2 to rank 1 (nc = 1) [5000, 5000 + T(100)] = 7000 ps: the
     * power-of-two formula would give T(100) + T(200) = 5000.
     */
    @Test
    void threeRanksTakeTheHandDerivedTime() {
        CollArgs args = new CollArgs(3, 100, 1, 0);
        assertEquals(7_000, CollectiveRun.run(new Network(3, MODEL), new RecursiveDoublingAllgather(), args, false, 1).timePs());
        assertTrue(new RecursiveDoublingAllgather().closedFormPs(args, MODEL).isEmpty());
    }
}

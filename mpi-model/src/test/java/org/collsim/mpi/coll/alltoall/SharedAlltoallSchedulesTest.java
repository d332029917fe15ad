package org.collsim.mpi.coll.alltoall;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.sched.Schedule;
import org.collsim.mpi.sched.ScheduleBuilder;
import org.collsim.mpi.sched.SharedSchedules;
import org.junit.jupiter.api.Test;

/**
 * Alltoall schedules that are the same up to rotation are held once for all ranks (timing-only runs):
 * Bruck's, once its free copies are merged (its rotations move rank-dependent pieces), the
 * linear and scattered ones, and the pairwise exchange off powers of two. At powers of two the
 * pairwise partners are rank XOR i, which no rotation maps onto each other.
 */
class SharedAlltoallSchedulesTest {
    /** Distinct schedules among the p ranks' timing-only schedules; the last one built in {@code last}. */
    private static int distinct(CollectiveAlgorithm algorithm, int p, Schedule[] last) {
        CollArgs args = CollArgs.of(p, 3);
        ScheduleBuilder b = new ScheduleBuilder(false);
        SharedSchedules shared = new SharedSchedules();
        for (int r = 0; r < p; r++) {
            algorithm.build(args, r, b.reset());
            last[0] = b.build(r, p, shared);
        }
        return shared.distinct();
    }

    /**
     * k = 2: the rotation (one copy), then per phase a pack, a send, a receive and an unpack, then the
     * reversal (one copy): 2 + 4 ceil(lg p) vertices, 26 at p = 50 and at 64, whatever the rank.
     */
    @Test
    void bruckIsOneScheduleOfLogPVertices() {
        Schedule[] s = new Schedule[1];
        for (int p : new int[] {50, 64}) {
            assertEquals(1, distinct(new BruckAlltoall(), p, s), "p = " + p);
            assertEquals(2 + 4 * 6, s[0].size(), "p = " + p);
        }
        CollectiveAlgorithm radix3 = AlgorithmRegistry.configure(new BruckAlltoall(), Map.of("k", 3L)).algorithm();
        assertEquals(1, distinct(radix3, 50, s));
    }

    @Test
    void linearScatteredAndPairwiseOffPowersOfTwoAreSharedTooButNotXorPairs() {
        Schedule[] s = new Schedule[1];
        assertEquals(1, distinct(new LinearAlltoall(), 50, s));
        assertEquals(1, distinct(new ScatteredAlltoall(), 50, s));
        assertEquals(1, distinct(new PairwiseAlltoall(), 50, s));
        assertEquals(32, distinct(new PairwiseAlltoall(), 64, s));
    }

    /**
     * p = 1024, 8 B blocks, alpha = 1000 ps, beta = 10 ps/B: 10 phases, each rank sending the 512
     * blocks whose index has that bit set, T = 1000 + 512 x 8 x 10 = 41,960 ps a phase, 419,600 ps in
     * all; 1024 x 10 messages of 4096 B, 41,943,040 B.
     */
    @Test
    void bruckAtThousandRanksKeepsItsTimeAndItsBytes() {
        CollectiveRun.Result r = CollectiveRun.run(new Network(1024, new HockneyModel(1_000, 10, 0)), new BruckAlltoall(),
                new CollArgs(1024, 8, 1, 0), false, 1);
        assertEquals(419_600, r.timePs());
        assertEquals(10_240, r.messages());
        assertEquals(41_943_040, r.bytesSent());
    }
}

package org.collsim.mpi.progress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.sched.ReduceOp;
import org.junit.jupiter.api.Test;

/** Hockney rules (alpha = 1000 ps, beta = 10 ps/B, gamma = 2 ps/B) on hand-computed cases. */
class HockneyTimingTest {
    private static final HockneyModel MODEL = new HockneyModel(1000, 10, 2);

    private static long[] run(int ranks, ScriptedAlgorithm script) {
        return CollectiveRun.run(new Network(ranks, MODEL), script, CollArgs.of(ranks, 0), false, 1).rankDonePs();
    }

    @Test
    void twoSendsFromOneRankAreSerializedOnItsSendPort() {
        long[] done = run(3, new ScriptedAlgorithm((rank, b) -> {
            if (rank == 0) {
                b.send(1, 0, 0, 50);
                b.send(2, 0, 0, 50);
            } else {
                b.recv(0, 0, 0, 50);
            }
        }));
        assertArrayEquals(new long[] {3000, 1500, 3000}, done);
    }

    @Test
    void twoMessagesToOneRankAreSerializedOnItsReceivePort() {
        long[] done = run(3, new ScriptedAlgorithm((rank, b) -> {
            if (rank == 2) {
                b.recv(0, 0, 0, 50);
                b.recv(1, 0, 0, 50);
            } else {
                b.send(2, 0, 0, 50);
            }
        }));
        assertArrayEquals(new long[] {1500, 3000, 3000}, done);
    }

    @Test
    void sendAndReceiveOverlapFullDuplexAndReductionUsesTheCpu() {
        // exchange 50 B (1500 ps each way, concurrently), then reduce 50 B (100 ps)
        long[] done = run(2, new ScriptedAlgorithm((rank, b) -> {
            b.send(1 - rank, 0, 0, 50);
            b.recv(1 - rank, 0, 0, 50);
            b.fence();
            b.reduce(ReduceOp.SUM, 0, 0, 0, 0, 50);
        }));
        assertArrayEquals(new long[] {1600, 1600}, done);
    }

    /**
     * Rank 0 sends two 50 B chunks to 1, which forwards each to 2. Each transfer takes
     * alpha + 50 * beta = 1500 ps. With chunk i's forward depending only on chunk i's arrival,
     * rank 1 forwards chunk 0 at 1500 (arrives at 3000) and chunk 1 at 3000 (arrives at 4500);
     * behind a fence it forwards both only once both arrived: at 3000 and 4500, done at 6000.
     */
    @Test
    void aSendThatDependsOnOneReceiveStartsWhenThatReceiveCompletes() {
        assertArrayEquals(new long[] {3000, 4500, 4500}, run(3, forwardTwoChunks(false)));
        assertArrayEquals(new long[] {3000, 6000, 6000}, run(3, forwardTwoChunks(true)));
    }

    private static ScriptedAlgorithm forwardTwoChunks(boolean fence) {
        return new ScriptedAlgorithm((rank, b) -> {
            for (int chunk = 0; chunk < 2; chunk++) {
                switch (rank) {
                    case 0 -> b.send(1, 0, 0, 50);
                    case 1 -> b.recv(0, 0, 0, 50);
                    default -> b.recv(1, 0, 0, 50);
                }
            }
            if (rank == 1) {
                if (fence) {
                    b.fence();
                }
                for (int chunk = 0; chunk < 2; chunk++) {
                    b.dependsOn(b.send(2, 0, 0, 50), chunk);
                }
            }
        });
    }
}

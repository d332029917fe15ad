package org.collsim.mpi.coll.alltoallv;

import static org.collsim.mpi.coll.Schedules.vector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.Schedules;
import org.collsim.mpi.sched.Schedule;
import org.collsim.mpi.sched.VertexKind;
import org.junit.jupiter.api.Test;

/**
 * alltoallv pairwise and pairwise_sendrecv_replace; T(b) = 1000 + 10b ps, 1-byte elements. Rank
 * r sends counts(r) elements to every peer.
 */
class AlltoallvAlgorithmsTest {
    private static final HockneyModel MODEL = new HockneyModel(1_000, 10, 0);

    /**
     * p = 3, counts 100, 200, 300. Step 1 (to rank + 1): 0 -> 1 [0, 2000], 1 -> 2 [0, 3000],
     * 2 -> 0 [0, 4000]; steps end at 4000 (rank 0: its receive), 3000 (rank 1), 4000 (rank 2).
     * Step 2 (to rank + 2): 1 -> 0 issued at 3000 waits for 0's receive port until 4000:
     * [4000, 7000]; 0 -> 2 [4000, 6000]; 2 -> 1 [4000, 8000]: 8000 ps.
     */
    @Test
    void pairwiseShiftsAndWaitsForEachStep() {
        assertEquals(8_000, Schedules.timePs(new PairwiseAlltoallv(), vector(100, 200, 300), MODEL));
        assertTrue(new PairwiseAlltoallv().closedFormPs(vector(100, 200, 300), MODEL).isEmpty());
        Schedule rank1 = Schedules.of(new PairwiseAlltoallv(), vector(1, 2, 3, 4), 1);
        int[] order = {2, 3, 0}; // rank + 1, rank + 2, rank + 3
        for (int i = 0, send = 0; i < rank1.size(); i++) {
            if (rank1.kind(i) == VertexKind.SEND) {
                assertEquals(order[send++], rank1.peer(i));
                assertEquals(2, rank1.count(i));
            }
        }
    }

    /**
     * Equal counts: the alltoall of the same name's schedule and time (its test derives p = 3:
     * 4 T(100) = 8000 ps). p = 2 with counts 100 and 300 is one exchange: T(300) = 4000. Every
     * rank exchanges with its peers in rank order, empty blocks included.
     */
    @Test
    void sendrecvReplaceExchangesInRankOrder() {
        assertEquals(8_000, Schedules.timePs(new PairwiseSendrecvReplaceAlltoallv(), vector(100, 100, 100), MODEL));
        assertEquals(4_000, Schedules.timePs(new PairwiseSendrecvReplaceAlltoallv(), vector(100, 300), MODEL));
        Schedule rank2 = Schedules.of(new PairwiseSendrecvReplaceAlltoallv(), vector(1, 0, 3, 0), 2);
        int[] order = {0, 1, 3};
        for (int i = 0, send = 0; i < rank2.size(); i++) {
            if (rank2.kind(i) == VertexKind.SEND) {
                assertEquals(order[send++], rank2.peer(i));
            }
        }
        assertEquals(1, Schedules.elements(rank2, VertexKind.RECV)); // rank 0's 1; ranks 1 and 3 send empty blocks
        assertEquals(3, rank2.countOf(VertexKind.RECV));
    }
}

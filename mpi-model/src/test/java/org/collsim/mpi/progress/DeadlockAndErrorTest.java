package org.collsim.mpi.progress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.MpiErrorClass;
import org.collsim.mpi.MpiException;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.run.DeadlockException;
import org.junit.jupiter.api.Test;

class DeadlockAndErrorTest {
    private static final HockneyModel MODEL = new HockneyModel(1000, 10, 0);

    @Test
    void twoRanksReceivingFirstAreReportedPerRank() {
        ScriptedAlgorithm bothReceiveFirst = new ScriptedAlgorithm((rank, b) -> {
            b.recv(1 - rank, 0, 0, 8);
            b.fence();
            b.send(1 - rank, 0, 0, 8);
        });
        DeadlockException e = assertThrows(DeadlockException.class, () ->
                CollectiveRun.run(new Network(2, MODEL), bothReceiveFirst, CollArgs.of(2, 0), false, 1));
        assertEquals(2, e.perRank().size());
        assertTrue(e.perRank().get(0).startsWith("rank 0:") && e.perRank().get(0).contains("recv from 1"), e.perRank().get(0));
        assertTrue(e.perRank().get(1).startsWith("rank 1:") && e.perRank().get(1).contains("recv from 0"), e.perRank().get(1));
        assertTrue(e.perRank().get(0).endsWith("issued, not complete: [recv 1 (8 B)]; blocked after the fence: [send 1 (8 B)]"),
                e.perRank().get(0));
    }

    /** A send that waits for a receive in its own phase is reported as blocked behind it, not after a fence. */
    @Test
    void aVertexWaitingForAnEdgeIsReportedAsBlockedInItsPhase() {
        ScriptedAlgorithm waits = new ScriptedAlgorithm((rank, b) -> {
            int recv = b.recv(1 - rank, 0, 0, 8);
            int send = b.send(1 - rank, 0, 0, 8);
            b.dependsOn(send, recv);
        });
        DeadlockException e = assertThrows(DeadlockException.class, () ->
                CollectiveRun.run(new Network(2, MODEL), waits, CollArgs.of(2, 0), false, 1));
        assertTrue(e.perRank().get(1).endsWith("issued, not complete: [recv 0 (8 B)]; blocked: [send 0 (8 B)]"),
                e.perRank().get(1));
    }

    @Test
    void aMessageLargerThanTheReceiveIsATruncationErrorNamingRankAndCall() {
        ScriptedAlgorithm tooBig = new ScriptedAlgorithm((rank, b) -> {
            if (rank == 0) {
                b.send(1, 0, 0, 16);
            } else {
                b.recv(0, 0, 0, 8);
            }
        });
        MpiException e = assertThrows(MpiException.class, () ->
                CollectiveRun.run(new Network(2, MODEL), tooBig, CollArgs.of(2, 0), false, 1));
        assertEquals(MpiErrorClass.MPI_ERR_TRUNCATE, e.errorClass());
        assertEquals(1, e.rank());
        assertTrue(e.getMessage().contains("16 bytes"), e.getMessage());
    }

    @Test
    void aSendToARankOutsideTheMachineIsAnInvalidRankError() {
        ScriptedAlgorithm badPeer = new ScriptedAlgorithm((rank, b) -> b.send(5, 0, 0, 1));
        MpiException e = assertThrows(MpiException.class, () ->
                CollectiveRun.run(new Network(2, MODEL), badPeer, CollArgs.of(2, 0), false, 1));
        assertEquals(MpiErrorClass.MPI_ERR_RANK, e.errorClass());
    }
}

package org.collsim.scenario.program;

import static org.collsim.scenario.program.Programs.assertError;
import static org.collsim.scenario.program.Programs.hostNic;
import static org.collsim.scenario.program.Programs.mpiError;
import static org.collsim.scenario.program.Programs.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.collsim.mpi.MpiErrorClass;
import org.collsim.mpi.run.DeadlockException;
import org.junit.jupiter.api.Test;

/**
 * test / testall and cancel. Wire: Hockney alpha = 1000 ps, beta = 10 ps/B; host-driven NIC of
 * {@link Programs#hostNic}: host send 100, packet 200, one entry 10 + lock 5, eager limit 1024 B.
 */
class TestAndCancelTest {
    /** Rank 0 sends 2000 B (rendezvous); rank 1 posts the receive, then computes 2 x 50 ns with %s between. */
    private static final String OVERLAP = """
            [{"if": {"cond": "rank == 0", "then": [{"send": {"peer": 1, "bytes": 2000}}],
               "else": [{"irecv": {"peer": 0, "bytes": 2000, "req": "r"}}, {"compute": "50ns"}, %s
                        {"compute": "50ns"}, {"wait": "r"}]}}]""";

    @Test
    void aTestBetweenComputePhasesLetsAHostDrivenNicProgressTheRendezvous() {
        // without: the RTS (at 1100) waits for the wait at 100005: RTS 215 -> 100220, CTS post 100 -> 100320,
        //   wire 1000 -> 101320, sender packet 200 -> 101520, DATA 1000 + 20000 -> 122520, handled 200 -> 122720
        assertArrayEquals(new long[] {122_520, 122_720}, Programs.run(2, OVERLAP.formatted(""), hostNic()).rankDonePs());
        // with a test at 50005 (the post took 5 ps of matching): RTS 50005 -> 50220, CTS 50320 -> 51320, 51520,
        //   DATA arrives 72520 during the compute, which the handling pushed to 100320; handled -> 100520
        assertArrayEquals(new long[] {72_520, 100_520},
                Programs.run(2, OVERLAP.formatted("{\"test\": \"r\"},"), hostNic()).rankDonePs());
    }

    @Test
    void aTestThatFindsTheRequestCompleteRetiresItAndAWaitOnItReturnsAtOnce() {
        // the 100 B isend completes at 2000; the testall at 5000 retires it, so "s" is MPI_REQUEST_NULL: the wait
        // and test on it return at once and the name may be reused; the 0-byte message takes 1000 ps more
        assertArrayEquals(new long[] {6000, 6000}, run(2, """
                [{"if": {"cond": "rank == 0",
                   "then": [{"isend": {"peer": 1, "bytes": 100, "req": "s"}}, {"compute": "5ns"}, {"testall": ["s"]},
                            {"wait": "s"}, {"test": "s"}, {"isend": {"peer": 1, "bytes": 0, "req": "s"}}, {"wait": "s"}],
                   "else": [{"recv": {"peer": 0, "bytes": 100}}, {"recv": {"peer": 0, "bytes": 0}}]}}]""").rankDonePs());
    }

    @Test
    void anIncompleteTestRetiresNothing() {
        // the test at 0 finds the receive incomplete; the waitall still waits for it
        assertArrayEquals(new long[] {2000, 2000}, run(2, """
                [{"if": {"cond": "rank == 1",
                   "then": [{"irecv": {"peer": 0, "bytes": 100, "req": "r"}}, {"testall": "all"}, {"waitall": "all"}],
                   "else": [{"send": {"peer": 1, "bytes": 100}}]}}]""").rankDonePs());
        assertError(mpiError(1, "[{\"test\": \"r\"}]"), MpiErrorClass.MPI_ERR_REQUEST, 0, "test at $.program.body[0]",
                "no active request named \"r\"");
    }

    @Test
    void cancellingAnUnmatchedRendezvousSendLetsItsWaitReturn() {
        String body = """
                [{"if": {"cond": "rank == 0",
                   "then": [{"isend": {"peer": 1, "bytes": 2000, "req": "s"}}, %s {"wait": "s"}]}}]""";
        assertThrows(DeadlockException.class, () -> Programs.run(2, body.formatted(""), hostNic()));
        // isend: post 100, the RTS holds rank 0's wire side 100..1100 (arrives 1100; rank 1, finished and inside
        // MPI, queues it as unexpected at 1305). cancel: post 100..200, wire 1100..2100; rank 1 handles it
        // 2100..2300, drops the RTS and answers: post -> 2400, wire -> 3400; rank 0 handles -> 3600: the send is done
        assertArrayEquals(new long[] {3600, 0}, Programs.run(2, body.formatted("{\"cancel\": \"s\"},"), hostNic())
                .rankDonePs());
    }

    @Test
    void aCancelThatComesTooLateLeavesTheSendToComplete() {
        // rank 1's receive is posted at 0 (5 ps of matching), so the RTS (1100) is matched at 1315 and the CTS
        // posted by 1415, before the cancel arrives (2100): the cancel fails. The CTS reaches rank 0 at 2415,
        // its handling ends at 2615, the DATA takes 1000 + 20000 -> 23615; rank 1 handles it by 23815
        assertArrayEquals(new long[] {23_615, 23_815}, Programs.run(2, """
                [{"if": {"cond": "rank == 0",
                   "then": [{"isend": {"peer": 1, "bytes": 2000, "req": "s"}}, {"cancel": "s"}, {"wait": "s"}],
                   "else": [{"recv": {"peer": 0, "bytes": 2000}}]}}]""", hostNic()).rankDonePs());
    }

    @Test
    void onlySendsCanBeCancelled() {
        assertError(mpiError(2, """
                [{"irecv": {"peer": "1 - rank", "bytes": 8, "req": "r"}}, {"cancel": "r"}]"""),
                MpiErrorClass.MPI_ERR_REQUEST, 0, "cancel at $.program.body[1]", "is not a send");
        assertError(mpiError(1, "[{\"cancel\": \"s\"}]"), MpiErrorClass.MPI_ERR_REQUEST, 0, "cancel at $.program.body[0]",
                "no active request named \"s\"");
    }
}

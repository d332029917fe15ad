package org.collsim.scenario.program;

import static org.collsim.scenario.program.Programs.mpiError;
import static org.collsim.scenario.program.Programs.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.collsim.mpi.MpiErrorClass;
import org.collsim.mpi.MpiException;
import org.collsim.mpi.run.DeadlockException;
import org.junit.jupiter.api.Test;

/** Every MPI error class a program can raise, with rank and call; deadlock reports per rank. */
class ProgramErrorsTest {
    private static void assertError(MpiException e, MpiErrorClass errorClass, int rank, String call, String detail) {
        assertEquals(errorClass, e.errorClass(), e.getMessage());
        assertEquals(rank, e.rank(), e.getMessage());
        assertEquals(call, e.call(), e.getMessage());
        assertTrue(e.getMessage().contains(detail), e.getMessage());
    }

    @Test
    void aPeerOutsideTheCommunicatorIsAnInvalidRank() {
        assertError(mpiError(2, "[{\"isend\": {\"peer\": \"rank + 1\", \"bytes\": 8, \"req\": \"s\"}}]"),
                MpiErrorClass.MPI_ERR_RANK, 1, "isend at $.program.body[0]", "peer (rank + 1) = 2 is not a rank of world (0..1)");
    }

    @Test
    void aLargerMessageThanTheReceiveIsATruncation() {
        MpiException e = mpiError(2, """
                [{"if": {"cond": "rank == 0", "then": [{"send": {"peer": 1, "bytes": 16}}],
                         "else": [{"recv": {"peer": 0, "bytes": 8}}]}}]""");
        assertError(e, MpiErrorClass.MPI_ERR_TRUNCATE, 1, "recv from 0", "16 bytes arrived for a receive of 8 bytes");
    }

    @Test
    void ranksCallingDifferentCollectivesAreReportedWithBothRanksAndCalls() {
        MpiException e = mpiError(2, """
                [{"if": {"cond": "rank == 0", "then": [{"bcast": {"bytes": 8}}], "else": [{"allreduce": {"bytes": 8}}]}}]""");
        assertError(e, MpiErrorClass.MPI_ERR_OTHER, 1, "allreduce at $.program.body[0].if.else[0]",
                "mismatched collectives: collective #0 on world is allreduce of 8 B (algorithm mpich) on rank 1 "
                        + "but bcast of 8 B, root 0 (algorithm mpich) on rank 0 (at $.program.body[0].if.then[0])");
    }

    @Test
    void differentCountsAndRootsAreMismatchesToo() {
        assertError(mpiError(2, "[{\"allreduce\": {\"bytes\": \"8 * (rank + 1)\"}}]"), MpiErrorClass.MPI_ERR_COUNT, 1,
                "allreduce at $.program.body[0]", "allreduce of 16 B (algorithm mpich) on rank 1 but allreduce of 8 B");
        assertError(mpiError(2, "[{\"ibcast\": {\"bytes\": 8, \"root\": \"rank\", \"req\": \"b\"}}, {\"wait\": \"b\"}]"),
                MpiErrorClass.MPI_ERR_ROOT, 1, "ibcast at $.program.body[0]", "ibcast of 8 B, root 1");
        assertError(mpiError(2, """
                [{"if": {"cond": "rank == 0", "then": [{"split": {"color": 0, "name": "c"}}], "else": [{"barrier": {}}]}}]"""),
                MpiErrorClass.MPI_ERR_OTHER, 1, "barrier at $.program.body[0].if.else[0]",
                "collective #0 on world is barrier of 0 B (algorithm mpich) on rank 1 but split of 8 B on rank 0");
        assertError(mpiError(2, """
                [{"if": {"cond": "rank == 0", "then": [{"ibarrier": {"req": "b"}}, {"wait": "b"}], "else": [{"barrier": {}}]}}]"""),
                MpiErrorClass.MPI_ERR_OTHER, 1, "barrier at $.program.body[0].if.else[0]", "but ibarrier of 0 B");
    }

    @Test
    void waitingOnAnUnknownOrAlreadyWaitedRequestIsAnInvalidRequest() {
        assertError(mpiError(1, "[{\"wait\": \"nope\"}]"), MpiErrorClass.MPI_ERR_REQUEST, 0, "wait at $.program.body[0]",
                "no active request named \"nope\"");
        assertError(mpiError(1, "[{\"ibarrier\": {\"req\": \"b\"}}, {\"waitall\": [\"b\"]}, {\"wait\": \"b\"}]"),
                MpiErrorClass.MPI_ERR_REQUEST, 0, "wait at $.program.body[2]", "no active request named \"b\"");
        assertError(mpiError(1, "[{\"irecv\": {\"peer\": 0, \"bytes\": 1, \"req\": \"r\"}}, {\"irecv\": {\"peer\": 0, \"bytes\": 1, \"req\": \"r\"}}]"),
                MpiErrorClass.MPI_ERR_REQUEST, 0, "irecv at $.program.body[1]", "request \"r\" is still active");
    }

    @Test
    void negativeCountsTagsAndRootsAndBadCommunicatorsAreErrorsOfTheirClass() {
        assertError(mpiError(2, "[{\"send\": {\"peer\": 0, \"bytes\": \"rank - 5\"}}]"), MpiErrorClass.MPI_ERR_COUNT, 0,
                "send at $.program.body[0]", "bytes (rank - 5) = -5 is negative");
        assertError(mpiError(2, "[{\"loop\": {\"count\": \"rank - 1\", \"body\": []}}]"), MpiErrorClass.MPI_ERR_COUNT, 0,
                "loop at $.program.body[0]", "loop count (rank - 1) = -1 is negative");
        assertError(mpiError(2, "[{\"send\": {\"peer\": 0, \"bytes\": 1, \"tag\": \"-1\"}}]"), MpiErrorClass.MPI_ERR_TAG, 0,
                "send at $.program.body[0]", "tag -1 = -1");
        assertError(mpiError(2, "[{\"reduce\": {\"bytes\": 1, \"root\": \"size\"}}]"), MpiErrorClass.MPI_ERR_ROOT, 0,
                "reduce at $.program.body[0]", "root size = 2 is not a rank of world");
        assertError(mpiError(2, "[{\"barrier\": {\"comm\": \"half\"}}]"), MpiErrorClass.MPI_ERR_COMM, 0,
                "barrier at $.program.body[0]", "no communicator named \"half\"");
        assertError(mpiError(2, "[{\"free\": \"world\"}]"), MpiErrorClass.MPI_ERR_COMM, 0, "free at $.program.body[0]",
                "world cannot be freed");
        assertError(mpiError(2, "[{\"send\": {\"peer\": \"size / (rank - rank)\", \"bytes\": 1}}]"), MpiErrorClass.MPI_ERR_ARG, 0,
                "send at $.program.body[0]", "by zero");
    }

    @Test
    void twoRanksReceivingFirstDeadlockWithAPerRankReport() {
        DeadlockException e = assertThrows(DeadlockException.class, () -> run(2,
                "[{\"recv\": {\"peer\": \"1 - rank\", \"bytes\": 8}}, {\"send\": {\"peer\": \"1 - rank\", \"bytes\": 8}}]"));
        assertEquals(List.of("rank 0: blocked at $.program.body[0] recv from 1 tag 0",
                "rank 1: blocked at $.program.body[0] recv from 0 tag 0"), e.perRank());
    }

    @Test
    void aCollectiveAnotherRankNeverCallsIsReportedWithTheMissingRanks() {
        DeadlockException e = assertThrows(DeadlockException.class, () -> run(3, """
                [{"if": {"cond": "rank != 1", "then": [{"allreduce": {"bytes": 4}}]}}]"""));
        assertEquals(List.of(
                "rank 0: blocked at $.program.body[0].if.then[0] allreduce of 4 B (algorithm mpich) on world "
                        + "(collective #0), which rank(s) [1] never called",
                "rank 2: blocked at $.program.body[0].if.then[0] allreduce of 4 B (algorithm mpich) on world "
                        + "(collective #0), which rank(s) [1] never called"), e.perRank());
    }

    @Test
    void aWaitallOnAnUnmatchedReceiveNamesTheRequestAndWhereItWasStarted() {
        DeadlockException e = assertThrows(DeadlockException.class, () -> run(2, """
                [{"if": {"cond": "rank == 0", "then": [{"irecv": {"peer": 1, "bytes": 8, "tag": 5, "req": "r"}},
                                                        {"ibarrier": {"req": "b"}}, {"waitall": "all"}],
                                              "else": [{"ibarrier": {"req": "b"}}, {"wait": "b"}]}}]"""));
        assertEquals(List.of("rank 0: blocked at $.program.body[0].if.then[2] waitall for r (irecv from 1 tag 5 at "
                + "$.program.body[0].if.then[0])"), e.perRank());
    }

    @Test
    void aCollectiveTooLargeForASchedulesCountIsACountErrorNotACrash() {
        MpiException e = mpiError(2, "[{\"allreduce\": {\"bytes\": 9223372036854775807}}]");
        assertEquals(MpiErrorClass.MPI_ERR_COUNT, e.errorClass());
        assertTrue(e.getMessage().contains("at most 4294967295 elements"), e.getMessage());
    }
}

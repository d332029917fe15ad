package org.collsim.scenario.program;

import static org.collsim.scenario.program.Programs.assertError;
import static org.collsim.scenario.program.Programs.mpiError;
import static org.collsim.scenario.program.Programs.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.collsim.mpi.MpiErrorClass;
import org.collsim.mpi.program.ProgramRun;
import org.junit.jupiter.api.Test;

/** send_init / recv_init / start / startall / request_free under Hockney alpha = 1000 ps, beta = 10 ps/B. */
class PersistentRequestTest {
    @Test
    void aPersistentRequestIsStartedAgainAfterEachWait() {
        ProgramRun.Result r = run(2, """
                [{"if": {"cond": "rank == 0",
                   "then": [{"send_init": {"peer": 1, "bytes": 100, "req": "s"}}],
                   "else": [{"recv_init": {"peer": 0, "bytes": 100, "req": "s"}}]}},
                 {"loop": {"count": 3, "body": [{"start": "s"}, {"wait": "s"}]}},
                 {"wait": "s"},
                 {"request_free": "s"}]""");
        // three messages one after another, 1000 + 100 x 10 each; waiting on the inactive request returns at once
        assertArrayEquals(new long[] {6000, 6000}, r.rankDonePs());
        assertEquals(3, r.messages());
    }

    @Test
    void startallStartsEveryRequestAndArgumentsAreBoundAtInit() {
        ProgramRun.Result r = run(2, """
                [{"send_init": {"peer": "1 - rank", "bytes": "100 * (rank + 1)", "req": "s"}},
                 {"recv_init": {"peer": "1 - rank", "bytes": 200, "req": "r"}},
                 {"loop": {"count": 2, "body": [{"startall": ["r", "s"]}, {"waitall": ["r", "s"]}]}},
                 {"request_free": "s"}, {"request_free": "r"}, {"isend": {"peer": "1 - rank", "bytes": 0, "req": "s"}},
                 {"recv": {"peer": "1 - rank", "bytes": 0}}, {"wait": "s"}]""");
        // each round: rank 1's 200 B take 3000 ps; then a 0-byte exchange of 1000 ps
        assertArrayEquals(new long[] {7000, 7000}, r.rankDonePs());
        assertEquals(600, r.bytesSent());
    }

    @Test
    void startingAnActiveRequestAndMisusingNamesAreRequestErrors() {
        assertError(mpiError(2, """
                [{"recv_init": {"peer": 0, "bytes": 8, "req": "r"}}, {"start": "r"}, {"start": "r"}]"""),
                MpiErrorClass.MPI_ERR_REQUEST, 0, "start at $.program.body[2]", "request \"r\" is still active");
        assertError(mpiError(1, "[{\"start\": \"r\"}]"), MpiErrorClass.MPI_ERR_REQUEST, 0, "start at $.program.body[0]",
                "no persistent request named \"r\"");
        assertError(mpiError(2, """
                [{"recv_init": {"peer": 0, "bytes": 8, "req": "r"}}, {"start": "r"}, {"request_free": "r"}]"""),
                MpiErrorClass.MPI_ERR_REQUEST, 0, "request_free at $.program.body[2]", "starting or freeing it again");
        assertError(mpiError(2, """
                [{"recv_init": {"peer": 0, "bytes": 8, "req": "r"}}, {"irecv": {"peer": 0, "bytes": 8, "req": "r"}}]"""),
                MpiErrorClass.MPI_ERR_REQUEST, 0, "irecv at $.program.body[1]", "\"r\" names a persistent request");
        assertError(mpiError(1, "[{\"request_free\": \"r\"}]"), MpiErrorClass.MPI_ERR_REQUEST, 0,
                "request_free at $.program.body[0]", "no persistent request named \"r\"");
    }
}

package org.collsim.scenario.program;

import static org.collsim.scenario.program.Programs.assertError;
import static org.collsim.scenario.program.Programs.mpiError;
import static org.collsim.scenario.program.Programs.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.collsim.mpi.MpiErrorClass;
import org.collsim.mpi.run.DeadlockException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** Windows, put / get / accumulate and fence under Hockney alpha = 1000 ps, beta = 10 ps/B, gamma = 2 ps/B. */
class OneSidedProgramTest {
    private static final String EPOCH = """
            [{"win_create": {"name": "w"}},
             {"if": {"cond": "rank == 0", "then": [{"%s": {"win": "w", "target": 1, "bytes": 8}}]}},
             {"fence": "w"}, {"win_free": "w"}]""";

    @ParameterizedTest
    @CsvSource({"put, 2080", "get, 3080", "accumulate, 2096"})
    void anAccessCompletesAtTheFenceWhichThenSynchronizesTheWindow(String verb, long accessDonePs) {
        // win_create: a 2-rank barrier, 1000; put: 1000 + 8 x 10 -> 2080; accumulate: + 8 x 2 reduction at the
        // target -> 2096; get: the request arrives at 2000, the response (1000 + 80) -> 3080. The fence's barrier
        // starts when rank 0's access is done: + 1000
        assertArrayEquals(new long[] {accessDonePs + 1000, accessDonePs + 1000}, run(2, EPOCH.formatted(verb)).rankDonePs());
    }

    @Test
    void windowsOverASplitCommunicatorAddressTargetsByRankInIt() {
        // halves {0, 2} and {1, 3}: rank 0 puts to rank 1 of its half (world rank 2)
        assertEquals(3080, run(4, """
                [{"split": {"color": "rank % 2", "key": "rank", "name": "half"}},
                 {"win_create": {"comm": "half", "name": "w"}},
                 {"if": {"cond": "rank == 0", "then": [{"put": {"win": "w", "target": 1, "bytes": 8}}]}},
                 {"fence": "w"}, {"win_free": "w"}, {"free": "half"}]""").timePs() - splitAndCreatePs());
    }

    private static long splitAndCreatePs() {
        return run(4, """
                [{"split": {"color": "rank % 2", "key": "rank", "name": "half"}},
                 {"win_create": {"comm": "half", "name": "w"}}, {"win_free": "w"}, {"free": "half"}]""").timePs() - 1000;
    }

    @Test
    void aFenceAMemberNeverCallsIsReportedAsADeadlock() {
        DeadlockException e = assertThrows(DeadlockException.class, () -> run(2, """
                [{"win_create": {"name": "w"}}, {"if": {"cond": "rank == 0", "then": [{"fence": "w"}]}}]"""));
        assertEquals(List.of("rank 0: blocked at $.program.body[1].if.then[0] fence on w (barrier on world, collective #1), "
                + "which rank(s) [1] never called"), e.perRank());
    }

    @Test
    void windowErrorsHaveTheirClasses() {
        // (errors after a win_create name rank 1: it leaves the win_create barrier first)
        assertError(mpiError(1, "[{\"fence\": \"w\"}]"), MpiErrorClass.MPI_ERR_WIN, 0, "fence at $.program.body[0]",
                "no window named \"w\"");
        assertError(mpiError(2, "[{\"win_create\": {\"name\": \"w\"}}, {\"put\": {\"win\": \"w\", \"target\": 2, \"bytes\": 8}}]"),
                MpiErrorClass.MPI_ERR_RANK, 1, "put at $.program.body[1]", "target 2 = 2 is not a rank of world (0..1)");
        assertError(mpiError(2, "[{\"win_create\": {\"name\": \"w\"}}, {\"get\": {\"win\": \"w\", \"target\": 0, \"bytes\": 8}},"
                        + " {\"win_free\": \"w\"}]"),
                MpiErrorClass.MPI_ERR_RMA_SYNC, 1, "win_free at $.program.body[2]",
                "1 access(es) on window \"w\" not completed by a fence (first: get of 8 B at 0 on window w at $.program.body[1])");
        assertError(mpiError(2, "[{\"win_create\": {\"name\": \"w\"}}, {\"win_create\": {\"name\": \"w\"}}]"),
                MpiErrorClass.MPI_ERR_WIN, 1, "win_create at $.program.body[1]", "window name \"w\" is in use");
    }
}

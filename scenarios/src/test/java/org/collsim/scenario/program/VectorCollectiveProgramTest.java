package org.collsim.scenario.program;

import static org.collsim.scenario.program.Programs.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.collsim.mpi.MpiErrorClass;
import org.collsim.mpi.MpiException;
import org.collsim.mpi.program.ProgramRun;
import org.junit.jupiter.api.Test;

/**
 * The "v" collectives, reduce_scatter and reduce_scatter_block in programs, blocking and
 * nonblocking, with per-rank counts (an alltoallv's a matrix); times by hand under {@link Programs#MODEL} (alpha 1000 ps, beta 10 ps/B,
 * gamma 2 ps/B).
 */
class VectorCollectiveProgramTest {
    @Test
    void aSkewedGathervTakesItsNonRootTransfersBackToBack() {
        // 3 ranks, 300 B split 3:2:1 by the list; root 0 receives 100 B from rank 1 (2000 ps), then 50 B from rank 2 (1500 ps)
        ProgramRun.Result r = run(3, "[{\"gatherv\": {\"bytes\": 300, \"counts\": [150, 100, 50]}}]");
        assertEquals(2000 + 1500, r.timePs());
        assertArrayEquals(new long[] {3500, 2000, 3500}, r.rankDonePs());
    }

    @Test
    void aNonblockingScattervOverlapsACompute() {
        // root 0 sends rank 1 its 100 B (2000 ps) while it computes 5 ns; rank 1 waits for the data only
        ProgramRun.Result r = run(2, """
                [{"iscatterv": {"bytes": 200, "req": "s"}}, {"compute": "5ns"}, {"wait": "s"}]""");
        assertArrayEquals(new long[] {5000, 5000}, r.rankDonePs());
    }

    @Test
    void everyNewCollectiveRunsInItsNonblockingForm() {
        // 2 ranks, 100 B: each "v" collective moves one 50 B block each way at once (1000 + 500 ps); reduce_scatter_block's
        // 100 B blocks make a 200 B vector, one recursive-halving step of 1000 + 1000 + 200 ps
        Map<String, Long> expectedPs = Map.of("igatherv", 1500L, "iscatterv", 1500L, "iallgatherv", 1500L, "ialltoallv", 1500L,
                "ialltoallw", 1500L, "ireduce_scatter_block", 2200L);
        expectedPs.forEach((verb, ps) -> assertEquals(ps,
                run(2, "[{\"%s\": {\"bytes\": 100, \"req\": \"a\"}}, {\"wait\": \"a\"}]".formatted(verb)).timePs(), verb));
    }

    @Test
    void reduceScatterBlockReducesEachRanksBlock() {
        // 2 ranks, 100 B blocks: recursive halving on the 200 B vector, one step of alpha + 100 beta + 100 gamma
        assertEquals(1000 + 1000 + 200, run(2, "[{\"reduce_scatter_block\": {\"bytes\": 100}}]").timePs());
    }

    @Test
    void anAlltoallvTakesACountMatrixAndAReduceScatterPerRankCounts() {
        // alltoallv, rank 0 sends 1024 B to rank 1 and rank 1 24 B to rank 0 (own blocks copied): they cross, the
        // longer 1000 + 10240 ps
        assertEquals(11_240, run(2, "[{\"alltoallv\": {\"bytes\": 1056, \"counts\": [[0, 1024], [24, 8]]}}]").timePs());
        // reduce_scatter of 100 and 300 B, recursive halving at p = 2: rank 0 sends block 1 (300 B, 4000 ps) while rank 1
        // sends block 0 (100 B, 2000 ps); then rank 0 reduces 100 B (200 ps), rank 1 300 B (600 ps)
        assertArrayEquals(new long[] {4200, 4600},
                run(2, "[{\"reduce_scatter\": {\"bytes\": 400, \"counts\": [100, 300]}}]").rankDonePs());
        assertEquals(List.of("error: s.json: $.program.body[0].gatherv.counts: expected a count matrix only with alltoallv "
                + "and alltoallw, found gatherv"),
                Programs.errors("[{\"gatherv\": {\"bytes\": 4, \"counts\": [[1, 1], [1, 1]]}}]"));
    }

    @Test
    void aCountsListForAnotherCommunicatorSizeIsAnMpiCountError() {
        MpiException e = Programs.mpiError(2, "[{\"allgatherv\": {\"bytes\": 3, \"counts\": [1, 1, 1]}}]");
        assertEquals(MpiErrorClass.MPI_ERR_COUNT, e.errorClass(), e.getMessage());
        assertTrue(e.getMessage().contains("the counts list [1, 1, 1] is for 3 ranks and 3 elements, not 2 and 3"), e.getMessage());
    }
}

package org.collsim.scenario.program;

import static org.collsim.scenario.program.Programs.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.collsim.mpi.program.ProgramRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Hand-computed times under Hockney with alpha = 1000 ps, beta = 10 ps/B, gamma = 2 ps/B. */
class ProgramTimingTest {
    private static final long ALPHA_PS = 1000;
    private static final long BETA_PS_PER_BYTE = 10;

    @ParameterizedTest
    @ValueSource(ints = {1, 5, 40})
    void aPingPongLoopOfNIterationsTakes2NTimesAlphaPlusNBeta(int iterations) {
        long bytes = 100;
        ProgramRun.Result r = run(2, """
                [{"loop": {"count": %d, "body": [
                  {"if": {"cond": "rank == 0",
                          "then": [{"send": {"peer": 1, "bytes": %d}}, {"recv": {"peer": 1, "bytes": %d}}],
                          "else": [{"recv": {"peer": 0, "bytes": %d}}, {"send": {"peer": 0, "bytes": %d}}]}}]}}]
                """.formatted(iterations, bytes, bytes, bytes, bytes));
        long expected = 2L * iterations * (ALPHA_PS + bytes * BETA_PS_PER_BYTE);
        assertEquals(expected, r.timePs());
        assertEquals(2L * iterations, r.messages());
    }

    @Test
    void computeThenSendAddsTheComputeTime() {
        ProgramRun.Result r = run(2, """
                [{"if": {"cond": "rank == 0", "then": [{"compute": "5ns"}, {"send": {"peer": 1, "bytes": 100}}],
                         "else": [{"recv": {"peer": 0, "bytes": 100}}]}}]""");
        assertArrayEquals(new long[] {5000 + 2000, 5000 + 2000}, r.rankDonePs());
    }

    @Test
    void aNonblockingSendOverlapsTheComputeThatFollowsIt() {
        ProgramRun.Result r = run(2, """
                [{"if": {"cond": "rank == 0",
                         "then": [{"isend": {"peer": 1, "bytes": 100, "req": "s"}}, {"compute": "5ns"}, {"wait": "s"}],
                         "else": [{"recv": {"peer": 0, "bytes": 100}}]}}]""");
        assertArrayEquals(new long[] {5000, 2000}, r.rankDonePs());
        assertEquals(2000, r.minRankDonePs());
    }

    @Test
    void waitanyReturnsAtTheFirstCompletionAndRetiresOnlyThatRequest() {
        ProgramRun.Result r = run(3, """
                [{"if": {"cond": "rank == 1",
                   "then": [{"irecv": {"peer": 0, "bytes": 100, "req": "r0"}}, {"irecv": {"peer": 2, "bytes": 100, "req": "r2"}},
                            {"waitany": ["r0", "r2"]}, {"compute": "1ns"}, {"wait": "r0"}],
                   "else": [{"if": {"cond": "rank == 0", "then": [{"compute": "10ns"}]}}, {"send": {"peer": 1, "bytes": 100}}]}}]""");
        assertArrayEquals(new long[] {12000, 12000, 2000}, r.rankDonePs());
    }

    @Test
    void aBlockingCollectiveTakesItsAlgorithmsTime() {
        // 2-rank recursive doubling allreduce of 100 B: alpha + 100 beta, then 100 gamma of reduction
        assertEquals(2200, run(2, "[{\"allreduce\": {\"bytes\": 100, \"algorithm\": \"recursive_doubling\"}}]").timePs());
        // named none: MPICH's choice, reduce_scatter_allgather (100 B above 8, count 100 >= pof2(2)): 50 B halved
        // (alpha + 50 beta) and reduced (50 gamma), then 50 B gathered (alpha + 50 beta): 3100 ps
        assertEquals(3100, run(2, "[{\"allreduce\": {\"bytes\": 100}}]").timePs());
    }

    @Test
    void aNonblockingCollectivesReductionWaitsForTheCpuThatAComputePhaseHolds() {
        ProgramRun.Result r = run(2, """
                [{"iallreduce": {"bytes": 100, "req": "a", "algorithm": "recursive_doubling"}}, {"compute": "5ns"}, {"wait": "a"}]""");
        assertEquals(5000 + 200, r.timePs()); // data arrives at 2000 ps; its 200 ps reduction runs after the compute
    }

    @Test
    void collectiveTrafficNeverMatchesUserReceives() {
        // rank 1's user receive (8 B, tag 0) is posted before the bcast's 100 B message (also tag 0) arrives
        ProgramRun.Result r = run(2, """
                [{"if": {"cond": "rank == 1",
                   "then": [{"irecv": {"peer": 0, "bytes": 8, "req": "r"}}, {"bcast": {"bytes": 100, "root": 0}}, {"wait": "r"}],
                   "else": [{"bcast": {"bytes": 100, "root": 0}}, {"send": {"peer": 1, "bytes": 8}}]}}]""");
        assertArrayEquals(new long[] {2000 + 1080, 2000 + 1080}, r.rankDonePs());
    }

    @Test
    void theSameProgramAndSeedGiveTheSameResult() {
        String ring = """
                [{"loop": {"count": 4, "var": "i", "body": [
                  {"irecv": {"peer": "(rank - 1) % size", "bytes": "(i + 1) * 100", "tag": "i", "req": "l"}},
                  {"isend": {"peer": "(rank + 1) % size", "bytes": "(i + 1) * 100", "tag": "i", "req": "r"}},
                  {"compute": "300ns"}, {"waitall": "all"}, {"iallreduce": {"bytes": 64, "req": "a"}}, {"wait": "a"}]}}]""";
        ProgramRun.Result a = run(7, ring);
        ProgramRun.Result b = run(7, ring);
        assertArrayEquals(a.rankDonePs(), b.rankDonePs());
        assertEquals(a.events(), b.events());
        assertEquals(a.messages(), b.messages());
    }
}

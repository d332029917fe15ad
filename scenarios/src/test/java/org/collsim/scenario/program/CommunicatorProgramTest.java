package org.collsim.scenario.program;

import static org.collsim.scenario.program.Programs.run;
import static org.collsim.scenario.program.RecordingLayer.members;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.collsim.mpi.MpiErrorClass;
import org.collsim.mpi.MpiException;
import org.collsim.mpi.comm.Communicator;
import org.collsim.mpi.program.CommunicatorLeakException;
import org.collsim.mpi.program.ProgramRun;
import org.collsim.mpi.run.RunOptions;
import org.junit.jupiter.api.Test;

/** dup / split / free: the communicators made, their groups, the tables they share, their cost, leaks. */
class CommunicatorProgramTest {
    @Test
    void splitAndDupMakeTheRightGroupsAndReuseTheLayersTable() {
        RecordingLayer layer = new RecordingLayer();
        ProgramRun.Result r = run(4, """
                [{"split": {"color": "rank % 2", "key": "-rank", "name": "half"}},
                 {"dup": {"name": "copy"}},
                 {"allreduce": {"bytes": 8, "comm": "half"}}, {"allreduce": {"bytes": 8, "comm": "copy"}},
                 {"free": "half"}, {"free": "copy"}]""", RunOptions.withLayers(List.of(layer)));
        assertEquals(4, layer.made.size()); // world, two halves, the dup
        assertArrayEquals(new int[] {2, 0}, members(layer.made.get(1))); // color 0, ordered by key -rank
        assertArrayEquals(new int[] {3, 1}, members(layer.made.get(2)));
        assertArrayEquals(new int[] {0, 1, 2, 3}, members(layer.made.get(3)));
        assertTrue(layer.made.stream().allMatch(Communicator::isFreed));
        assertEquals(1, r.tables().allocated()); // world's table, reused by the 4 selves and the three others
        assertEquals(4 + 3, r.tables().reused());
        assertEquals(1, r.tables().freed());
        // per rank: the dup's context-id allreduce on world, then one allreduce on half and one on copy
        assertEquals(4 * 3, layer.allreduceCalls);
        assertEquals(List.of("recording"), r.layers());
    }

    @Test
    void theAgreementCollectivesCostTheirAlgorithmsTime() {
        // 2 ranks: split = allgather of 8 B (alpha + 8 beta = 1080 ps); dup = allreduce of 4 B (1040 + 8 ps reduction)
        assertEquals(1080, run(2, "[{\"split\": {\"color\": 0, \"name\": \"c\"}}, {\"free\": \"c\"}]").timePs());
        assertEquals(1048, run(2, "[{\"dup\": {\"name\": \"c\"}}, {\"free\": \"c\"}]").timePs());
    }

    @Test
    void pointToPointOnASplitCommunicatorUsesItsRanks() {
        // halves {0, 2} and {1, 3}: rank 0 of each half sends to its rank 1 (world 0 -> 2 and 1 -> 3)
        ProgramRun.Result r = run(4, """
                [{"split": {"color": "rank % 2", "key": "rank", "name": "half"}},
                 {"if": {"cond": "rank < 2", "then": [{"send": {"peer": 1, "bytes": 100, "comm": "half"}}],
                                            "else": [{"recv": {"peer": 0, "bytes": 100, "comm": "half"}}]}},
                 {"free": "half"}]""");
        long split = 2 * 1000 + 8 * 10 + 16 * 10; // Bruck allgather on 4 ranks: 8 B, then 16 B
        assertArrayEquals(new long[] {split + 2000, split + 2000, split + 2000, split + 2000}, r.rankDonePs());
    }

    @Test
    void anUndefinedColorGivesCommNullWhichOnlyFreeAccepts() {
        String makePart = """
                {"if": {"cond": "rank == 3", "then": [{"split": {"color": "undefined", "name": "part"}}],
                                            "else": [{"split": {"color": 0, "name": "part"}}]}}""";
        RecordingLayer layer = new RecordingLayer();
        run(4, "[" + makePart + ", {\"if\": {\"cond\": \"rank < 3\", \"then\": [{\"barrier\": {\"comm\": \"part\"}}]}},"
                + " {\"free\": \"part\"}]", RunOptions.withLayers(List.of(layer)));
        assertArrayEquals(new int[] {0, 1, 2}, members(layer.made.get(1)));
        MpiException e = assertThrows(MpiException.class, () -> run(4, "[" + makePart + ", {\"barrier\": {\"comm\": \"part\"}}]"));
        assertEquals(MpiErrorClass.MPI_ERR_COMM, e.errorClass());
        assertEquals(3, e.rank());
        assertTrue(e.getMessage().contains("MPI_COMM_NULL"), e.getMessage());
    }

    @Test
    void aCommunicatorSomeRanksDidNotFreeIsReportedAsALeak() {
        CommunicatorLeakException e = assertThrows(CommunicatorLeakException.class, () -> run(3, """
                [{"split": {"color": 0, "name": "team"}}, {"if": {"cond": "rank == 1", "then": [{"free": "team"}]}}]"""));
        assertEquals(List.of("\"team\" (split communicator 4 (3 ranks)) made at $.program.body[0], not freed by rank(s) [0, 2]"),
                e.leaks());
    }

    @Test
    void splittingInALoopMakesAndFreesOneCommunicatorPerIteration() {
        RecordingLayer layer = new RecordingLayer();
        ProgramRun.Result r = run(4, """
                [{"loop": {"count": 3, "var": "i", "body": [
                   {"split": {"color": "rank / (i + 1) % 2", "name": "c"}}, {"barrier": {"comm": "c"}}, {"free": "c"}]}}]""",
                RunOptions.withLayers(List.of(layer)));
        assertEquals(1 + 3 * 2, layer.made.size());
        assertEquals(1, r.tables().allocated());
        assertTrue(layer.made.stream().allMatch(Communicator::isFreed));
    }
}

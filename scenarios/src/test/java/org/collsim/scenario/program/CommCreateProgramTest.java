package org.collsim.scenario.program;

import static org.collsim.scenario.program.Programs.run;
import static org.collsim.scenario.program.RecordingLayer.members;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
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

/** create: the communicator made from a range group, its members and order, its cost, its table, leaks. */
class CommCreateProgramTest {
    /** Odd ranks of 4 make "odd", allreduce 8 B on it and free it; even ranks get MPI_COMM_NULL and free the name. */
    private static final String ODD_ALLREDUCE = """
            [{"create": {"group": {"first": 1, "count": "size / 2", "stride": 2}, "name": "odd"}},
             {"if": {"cond": "rank % 2 == 1", "then": [{"allreduce": {"bytes": 8, "comm": "odd"}}]}},
             {"free": "odd"}]""";

    @Test
    void theAgreementThenACollectiveOnTheNewCommunicatorCostTheirHockneyTimes() {
        ProgramRun.Result r = run(4, ODD_ALLREDUCE);
        // agreement: recursive-doubling allreduce of 4 B on world's 4 ranks, 2 rounds of alpha + 4 beta + 4 gamma
        long agreement = 2 * (1000 + 4 * 10 + 4 * 2);
        // then the members' allreduce of 8 B on the 2 ranks of "odd": one round of alpha + 8 beta + 8 gamma
        long onOdd = 1000 + 8 * 10 + 8 * 2;
        assertEquals(2096, agreement);
        assertArrayEquals(new long[] {agreement, agreement + onOdd, agreement, agreement + onOdd}, r.rankDonePs());
        assertEquals(3192, r.timePs());
    }

    @Test
    void theNewCommunicatorPassesTheHooksAndReusesTheLayersTable() {
        RecordingLayer layer = new RecordingLayer();
        ProgramRun.Result r = run(4, ODD_ALLREDUCE, RunOptions.withLayers(List.of(layer)));
        assertEquals(2, layer.made.size()); // world, then the created communicator: made once for its two members
        Communicator odd = layer.made.get(1);
        assertEquals(Communicator.Kind.CREATE, odd.kind());
        assertSame(layer.made.get(0), odd.parent());
        assertArrayEquals(new int[] {1, 3}, members(odd));
        assertTrue(odd.isFreed());
        assertEquals(1, r.tables().allocated()); // world's table, reused by the 4 selves and the created communicator
        assertEquals(4 + 1, r.tables().reused());
        assertEquals(1, r.tables().freed());
        // the agreement allreduce on world by all 4 ranks, then the allreduce on "odd" by its 2 members, all through the layer
        assertEquals(4 + 2, layer.allreduceCalls);
    }

    @Test
    void theGroupIsInRangeOrderEvenWithANegativeStride() {
        RecordingLayer layer = new RecordingLayer();
        run(5, """
                [{"create": {"group": {"first": 3, "count": 3, "stride": -1}, "name": "down"}},
                 {"free": "down"}]""", RunOptions.withLayers(List.of(layer)));
        assertArrayEquals(new int[] {3, 2, 1}, members(layer.made.get(1)));
    }

    @Test
    void groupRanksAreRanksOfTheParentNotOfWorld() {
        // halves {0, 2, 4} and {1, 3, 5}; each half makes its own communicator of its ranks 1 and 2
        RecordingLayer layer = new RecordingLayer();
        run(6, """
                [{"split": {"color": "rank % 2", "key": "rank", "name": "half"}},
                 {"create": {"comm": "half", "group": {"first": 1, "count": 2}, "name": "tail"}},
                 {"if": {"cond": "rank >= 2", "then": [{"barrier": {"comm": "tail"}}]}},
                 {"free": "tail"}, {"free": "half"}]""", RunOptions.withLayers(List.of(layer)));
        assertEquals(5, layer.made.size()); // world, two halves, two tails (each made when its half's last member calls)
        List<Communicator> tails = layer.made.stream().filter(c -> c.kind() == Communicator.Kind.CREATE)
                .sorted(java.util.Comparator.comparingInt(c -> c.group().worldRank(0))).toList();
        assertArrayEquals(new int[] {2, 4}, members(tails.get(0)));
        assertArrayEquals(new int[] {3, 5}, members(tails.get(1)));
        assertEquals(List.of(0, 2, 4), java.util.Arrays.stream(members(tails.get(0).parent())).boxed().toList());
    }

    @Test
    void nonMembersGetCommNullWhichOnlyFreeAccepts() {
        MpiException e = assertThrows(MpiException.class, () -> run(3, """
                [{"create": {"group": {"first": 0, "count": 2}, "name": "pair"}}, {"barrier": {"comm": "pair"}}]"""));
        assertEquals(MpiErrorClass.MPI_ERR_COMM, e.errorClass());
        assertEquals(2, e.rank());
        assertEquals("barrier at $.program.body[1]", e.call());
        assertTrue(e.getMessage().contains("communicator \"pair\" is MPI_COMM_NULL on this rank"), e.getMessage());
    }

    @Test
    void anEmptyGroupCreatesNothingButStillCostsTheAgreement() {
        RecordingLayer layer = new RecordingLayer();
        ProgramRun.Result r = run(2, """
                [{"create": {"group": {"first": 0, "count": 0}, "name": "none"}}, {"free": "none"}]""",
                RunOptions.withLayers(List.of(layer)));
        assertEquals(1, layer.made.size()); // world only
        assertEquals(1000 + 4 * 10 + 4 * 2, r.timePs()); // dup's agreement on 2 ranks: 1048 ps
    }

    @Test
    void membersThatDoNotFreeTheCommunicatorAreReportedAsALeak() {
        CommunicatorLeakException e = assertThrows(CommunicatorLeakException.class, () -> run(3, """
                [{"create": {"group": {"first": 0, "count": 2}, "name": "pair"}},
                 {"if": {"cond": "rank == 2", "then": [{"free": "pair"}]}}]"""));
        assertEquals(List.of("\"pair\" (create communicator 4 (2 ranks)) made at $.program.body[0], not freed by rank(s) [0, 1]"),
                e.leaks());
    }

    @Test
    void creatingInALoopMakesAndFreesOneCommunicatorPerIteration() {
        RecordingLayer layer = new RecordingLayer();
        ProgramRun.Result r = run(4, """
                [{"loop": {"count": 3, "var": "i", "body": [
                   {"create": {"group": {"first": "i", "count": "4 - i"}, "name": "c"}},
                   {"if": {"cond": "rank >= i", "then": [{"barrier": {"comm": "c"}}]}}, {"free": "c"}]}}]""",
                RunOptions.withLayers(List.of(layer)));
        assertEquals(1 + 3, layer.made.size());
        assertArrayEquals(new int[] {2, 3}, members(layer.made.get(3)));
        assertEquals(1, r.tables().allocated());
        assertTrue(layer.made.stream().allMatch(Communicator::isFreed));
    }
}

package org.collsim.scenario.program;

import static org.collsim.scenario.program.Programs.errors;
import static org.collsim.scenario.program.Programs.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.allreduce.RecursiveDoublingAllreduce;
import org.collsim.mpi.comm.CollEntry;
import org.collsim.mpi.program.Program;
import org.collsim.mpi.program.Stmt;
import org.collsim.scenario.ScenarioException;
import org.collsim.scenario.NetworkModelTypes;
import org.collsim.scenario.ScenarioLoader;
import org.junit.jupiter.api.Test;

/** Programs parse into statements with their paths; every problem is reported with its JSON path. */
class ProgramParsingTest {
    @Test
    void statementsCarryTheirPathsAndDefaults() {
        Program p = parse("""
                [{"loop": {"count": 2, "var": "i", "body": [
                   {"irecv": {"peer": "any", "bytes": "1KiB", "tag": "any", "req": "r"}},
                   {"ibcast": {"bytes": 8, "root": "i", "req": "b", "algorithm": "binomial"}}]}},
                 {"waitall": "all"}, {"compute": "1.5us"}]""");
        Stmt.Loop loop = assertInstanceOf(Stmt.Loop.class, p.body().get(0));
        Stmt.PointToPoint recv = assertInstanceOf(Stmt.PointToPoint.class, loop.body().get(0));
        assertEquals("$.program.body[0].loop.body[0]", recv.path());
        assertNull(recv.peer());
        assertNull(recv.tag());
        assertEquals("1024", recv.bytes().toString());
        assertEquals("world", recv.comm());
        Stmt.Collective bcast = assertInstanceOf(Stmt.Collective.class, loop.body().get(1));
        assertEquals(CollEntry.IBCAST, bcast.entry());
        assertEquals("i", bcast.root().toString());
        assertEquals("binomial", bcast.algorithm().name());
        assertNull(assertInstanceOf(Stmt.Wait.class, p.body().get(1)).requests());
        assertEquals(1_500_000, assertInstanceOf(Stmt.Compute.class, p.body().get(2)).durationPs());
        assertEquals(3, p.variableSlots());
    }

    @Test
    void everyProblemIsReportedWithItsPathExpectedAndFound() {
        List<String> lines = errors("""
                [{"isend": {"peer": "(rank + 1 % size", "bytes": 8, "req": "s"}},
                 {"isnd": {}},
                 {"allreduce": {"bytes": 8, "algorithm": "rign"}},
                 {"recv": {"peer": 0}},
                 {"loop": {"count": "n", "body": []}},
                 {"split": {"color": "undefined", "name": "1x"}},
                 {"compute": 5},
                 {"wait": "r", "waitall": "all"}]""");
        assertEquals(List.of(
                "error: s.json: $.program.body[0].isend.peer: expected a destination rank: an integer expression, found "
                        + "\"(rank + 1 % size\" (expected \")\" at column 17, found the end)",
                "error: s.json: $.program.body[1].isnd: expected a statement verb (compute, isend, irecv, send, recv, wait, "
                        + "waitall, waitany, waitsome, test, testall, testany, send_init, recv_init, start, startall, request_free, cancel, "
                        + "win_create, put, get, accumulate, fence, win_free, dup, split, create, free, loop, if "
                        + "or a collective such as allreduce, iallreduce), "
                        + "found unknown verb \"isnd\" (did you mean \"isend\"?)",
                "error: s.json: $.program.body[2].allreduce.algorithm: expected an allreduce algorithm: "
                        + allreduceNames() + ", found \"rign\" (did you mean \"ring\"?)",
                "error: s.json: $.program.body[3].recv.bytes: expected required field \"bytes\", found no such field",
                "error: s.json: $.program.body[4].loop.count: expected a loop count: an integer expression, found \"n\" "
                        + "(unknown variable \"n\" (in scope: rank, size))",
                "error: s.json: $.program.body[5].split.name: expected the new communicator's name: " + ProgramValues.NAME_EXPECTED
                        + ", found \"1x\"",
                "error: s.json: $.program.body[6].compute: expected a duration with a unit, such as \"2us\", \"800ns\" or "
                        + "\"1200ps\", found 5 (a number without a unit)",
                "error: s.json: $.program.body[7]: expected a statement: an object with one verb, such as {\"isend\": "
                        + "{\"peer\": 1, \"bytes\": 8, \"req\": \"s\"}}, found an object with 2 fields"), lines);
    }

    @Test
    void loopVariablesAreScopedToTheirBody() {
        assertEquals(List.of("error: s.json: $.program.body[1].send.peer: expected a destination rank: an integer expression, "
                        + "found \"i\" (unknown variable \"i\" (in scope: rank, size))"),
                errors("[{\"loop\": {\"count\": 1, \"var\": \"i\", \"body\": []}}, {\"send\": {\"peer\": \"i\", \"bytes\": 1}}]"));
        assertEquals(List.of("error: s.json: $.program.body[0].loop.var: expected a loop variable name not already in scope "
                        + "(rank, size), found \"rank\""),
                errors("[{\"loop\": {\"count\": 1, \"var\": \"rank\", \"body\": []}}]"));
    }

    @Test
    void aCollectiveWithoutAlgorithmsInThisBuildIsUnavailableNotInvalid() {
        // every collective has an algorithm in collsim's own registry; a registry of allreduce alone lacks gatherv
        ScenarioLoader allreduceOnly = new ScenarioLoader(new AlgorithmRegistry(List.of(new RecursiveDoublingAllreduce())),
                NetworkModelTypes.builtIn(), 1L << 40);
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> allreduceOnly.parse(Programs.scenario("[{\"gatherv\": {\"bytes\": 8}}]"), "s.json"));
        assertEquals(List.of("error: s.json: $.program.body[0].gatherv: expected a collective this build implements (allreduce "
                        + "and their \"i\" forms), found \"gatherv\" (no gatherv algorithm is registered)"), e.lines());
    }

    @Test
    void aScenarioNeedsABenchmarkOrAProgram() {
        String neither = "{\"name\": \"p\", \"seed\": 1, \"machine\": {\"network\": {\"model\": \"hockney\", "
                + "\"alpha\": \"1us\", \"beta\": \"1ns/B\"}}}";
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioLoader.standard().parse(neither, "s.json"));
        assertEquals(List.of("error: s.json: $.benchmark: expected required field \"benchmark\" (or \"program\", \"trace\" or \"comm_workload\"), "
                + "found no such field"), e.lines());
    }

    /** "a", "b" or "c": every allreduce algorithm, as the house error form lists them. */
    private static String allreduceNames() {
        List<String> quoted = AlgorithmRegistry.builtIn().of(Collective.ALLREDUCE).names().stream()
                .map(n -> "\"" + n + "\"").toList();
        return String.join(", ", quoted.subList(0, quoted.size() - 1)) + " or " + quoted.get(quoted.size() - 1);
    }
}

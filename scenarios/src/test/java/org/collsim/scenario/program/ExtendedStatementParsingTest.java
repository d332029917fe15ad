package org.collsim.scenario.program;

import static org.collsim.scenario.program.Programs.errors;
import static org.collsim.scenario.program.Programs.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.collsim.mpi.program.Program;
import org.collsim.mpi.program.Stmt;
import org.junit.jupiter.api.Test;

/** Datatypes, buffers, persistent requests, test, cancel and one-sided statements: parsed trees and errors with paths. */
class ExtendedStatementParsingTest {
    @Test
    void newStatementsParseWithTheirArguments() {
        Program p = parse("""
                [{"send_init": {"peer": 1, "bytes": 8, "req": "s", "buffer": "b",
                                "datatype": {"vector": {"count": "rank + 2", "blocklength": 1, "stride": 4}}}},
                 {"startall": ["s"]}, {"testall": "all"}, {"cancel": "s"}, {"wait": "s"}, {"request_free": "s"},
                 {"win_create": {"name": "w"}}, {"accumulate": {"win": "w", "target": 0, "bytes": "1KiB"}},
                 {"fence": "w"}, {"win_free": "w"}]""");
        Stmt.PointToPoint init = assertInstanceOf(Stmt.PointToPoint.class, p.body().get(0));
        assertEquals(Stmt.P2pVerb.SEND_INIT, init.verb());
        assertEquals("b", init.buffer());
        assertEquals("(rank + 2)", init.datatype().count().toString());
        assertEquals(List.of("s"), assertInstanceOf(Stmt.Start.class, p.body().get(1)).requests());
        assertNull(assertInstanceOf(Stmt.Test.class, p.body().get(2)).requests());
        assertEquals("s", assertInstanceOf(Stmt.Cancel.class, p.body().get(3)).request());
        assertEquals("world", assertInstanceOf(Stmt.WinCreate.class, p.body().get(6)).comm());
        Stmt.Rma acc = assertInstanceOf(Stmt.Rma.class, p.body().get(7));
        assertEquals(Stmt.RmaVerb.ACCUMULATE, acc.verb());
        assertEquals("1024", acc.bytes().toString());
        assertEquals("$.program.body[8]", p.body().get(8).path());
    }

    @Test
    void problemsAreReportedWithTheirPaths() {
        assertEquals(List.of(
                "error: s.json: $.program.body[0].isend.datatype.vector.stride: expected required field \"stride\", found no such field",
                "error: s.json: $.program.body[1].recv.buffer: expected a buffer name: a name of letters, digits and '_' "
                        + "(not starting with a digit, at most 64), found \"my buf\"",
                "error: s.json: $.program.body[2].send_init.req: expected required field \"req\", found no such field",
                "error: s.json: $.program.body[3].startall: expected a list of persistent request names such as [\"r\", \"s\"], found an empty array",
                "error: s.json: $.program.body[4].put.target: expected a target rank of the window's communicator: an integer "
                        + "expression, found \"j\" (unknown variable \"j\" (in scope: rank, size))",
                "error: s.json: $.program.body[5].get.win: expected required field \"win\", found no such field",
                "error: s.json: $.program.body[6].fence: expected a window name: a name of letters, digits and '_' "
                        + "(not starting with a digit, at most 64), found 3",
                "error: s.json: $.program.body[7].isend.datatype.vectr: expected one of the fields \"vector\", found unknown "
                        + "field \"vectr\" (did you mean \"vector\"?)",
                "error: s.json: $.program.body[7].isend.datatype.vector: expected required field \"vector\", found no such field"),
                errors("""
                        [{"isend": {"peer": 1, "bytes": 8, "req": "s", "datatype": {"vector": {"count": 2, "blocklength": 1}}}},
                         {"recv": {"peer": 0, "bytes": 8, "buffer": "my buf"}},
                         {"send_init": {"peer": 1, "bytes": 8}},
                         {"startall": []},
                         {"put": {"win": "w", "target": "j", "bytes": 8}},
                         {"get": {"target": 0, "bytes": 8}},
                         {"fence": 3},
                         {"isend": {"peer": 1, "bytes": 8, "req": "s", "datatype": {"vectr": {}}}}]"""));
    }
}

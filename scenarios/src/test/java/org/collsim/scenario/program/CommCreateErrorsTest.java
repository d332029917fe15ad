package org.collsim.scenario.program;

import static org.collsim.scenario.program.Programs.assertError;
import static org.collsim.scenario.program.Programs.errors;
import static org.collsim.scenario.program.Programs.mpiError;
import static org.collsim.scenario.program.Programs.parse;
import static org.collsim.scenario.program.Programs.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import org.collsim.mpi.MpiErrorClass;
import org.collsim.mpi.program.Stmt;
import org.junit.jupiter.api.Test;

/** create: parsing (the tree and errors with JSON paths) and the MPI errors of bad or mismatched groups. */
class CommCreateErrorsTest {
    @Test
    void createParsesWithItsGroupAndDefaults() {
        Stmt.CommCreate c = assertInstanceOf(Stmt.CommCreate.class, parse("""
                [{"create": {"group": {"first": "rank / 2", "count": 2}, "name": "g"}}]""").body().get(0));
        assertEquals("world", c.parent());
        assertEquals("(rank / 2)", c.group().first().toString());
        assertEquals("2", c.group().count().toString());
        assertEquals("1", c.group().stride().toString());
        assertEquals("g", c.name());
        assertEquals("$.program.body[0]", c.path());
    }

    @Test
    void problemsAreReportedWithTheirPaths() {
        assertEquals(List.of(
                "error: s.json: $.program.body[0].create.group: expected required field \"group\", found no such field",
                "error: s.json: $.program.body[1].create.group.count: expected required field \"count\", found no such field",
                "error: s.json: $.program.body[2].create.group.strid: expected one of the fields \"first\", \"count\" or "
                        + "\"stride\", found unknown field \"strid\" (did you mean \"stride\"?)",
                "error: s.json: $.program.body[3].create.group.first: expected the group's first rank: an integer expression, "
                        + "found \"j\" (unknown variable \"j\" (in scope: rank, size))",
                "error: s.json: $.program.body[4].create.group.count: expected the number of ranks in the group: an integer "
                        + "expression, found \"2 +\" (expected a number, a variable or \"(\" at column 4, found the end)",
                "error: s.json: $.program.body[4].create.name: expected the new communicator's name: a name of letters, digits "
                        + "and '_' (not starting with a digit, at most 64), found \"my comm\"",
                "error: s.json: $.program.body[5].create.group: expected a group of ranks {\"first\", \"count\", \"stride\"}, "
                        + "found an array"), errors("""
                [{"create": {"name": "g"}},
                 {"create": {"group": {"first": 0}, "name": "g"}},
                 {"create": {"group": {"first": 0, "count": 2, "strid": 2}, "name": "g"}},
                 {"create": {"group": {"first": "j", "count": 2}, "name": "g"}},
                 {"create": {"comm": "world", "group": {"first": 0, "count": "2 +"}, "name": "my comm"}},
                 {"create": {"group": [0, 1], "name": "g"}}]"""));
    }

    @Test
    void ranksOutsideTheParentAreInvalidRanks() {
        assertError(mpiError(2, "[{\"create\": {\"group\": {\"first\": 1, \"count\": 2}, \"name\": \"g\"}}]"),
                MpiErrorClass.MPI_ERR_RANK, 0, "create at $.program.body[0]",
                "group (first 1, count 2, stride 1) includes rank 2, which is not a rank of world (0..1)");
        assertError(mpiError(2, "[{\"create\": {\"group\": {\"first\": -1, \"count\": 1}, \"name\": \"g\"}}]"),
                MpiErrorClass.MPI_ERR_RANK, 0, "create at $.program.body[0]",
                "group (first -1, count 1, stride 1) includes rank -1, which is not a rank of world (0..1)");
        assertError(mpiError(2, """
                [{"create": {"group": {"first": 1, "count": 4611686018427387905, "stride": 2}, "name": "g"}}]"""),
                MpiErrorClass.MPI_ERR_RANK, 0, "create at $.program.body[0]", "its last rank first + (count - 1) * stride overflows");
    }

    @Test
    void aRepeatedRankIsAnInvalidGroupAndANegativeCountAnInvalidCount() {
        assertError(mpiError(2, "[{\"create\": {\"group\": {\"first\": 1, \"count\": 2, \"stride\": 0}, \"name\": \"g\"}}]"),
                MpiErrorClass.MPI_ERR_GROUP, 0, "create at $.program.body[0]",
                "group (first 1, count 2, stride 0) repeats rank 1 (stride 0)");
        assertError(mpiError(2, "[{\"create\": {\"group\": {\"first\": 0, \"count\": \"rank - 1\"}, \"name\": \"g\"}}]"),
                MpiErrorClass.MPI_ERR_COUNT, 0, "create at $.program.body[0]", "count (rank - 1) = -1 is negative");
    }

    @Test
    void membersGivingDifferentGroupsAreReportedWithBothRanks() {
        assertError(mpiError(2, "[{\"create\": {\"group\": {\"first\": \"rank\", \"count\": 1}, \"name\": \"g\"}}]"),
                MpiErrorClass.MPI_ERR_GROUP, 1, "create at $.program.body[0]",
                "mismatched groups: collective #0 on world is create of ranks [1] on rank 1 but create of ranks [0] "
                        + "on rank 0 (at $.program.body[0])");
        assertError(mpiError(8, """
                [{"create": {"group": {"first": 0, "count": "8 - rank / 7", "stride": 1}, "name": "g"}}]"""),
                MpiErrorClass.MPI_ERR_GROUP, 7, "create at $.program.body[0]",
                "create of ranks [0, 1, 2, ..., 6] (7 ranks, stride 1) on rank 7 but create of ranks [0, 1, 2, ..., 7] (8 ranks");
    }

    @Test
    void theSameGroupWrittenDifferentlyIsNoMismatch() {
        // one rank: the stride does not matter
        assertEquals(1048, run(2, """
                [{"create": {"group": {"first": 0, "count": 1, "stride": "rank + 1"}, "name": "g"}}, {"free": "g"}]""").timePs());
    }

    @Test
    void createAgainstAnotherCollectiveIsAMismatchedCollective() {
        assertError(mpiError(2, """
                [{"if": {"cond": "rank == 0", "then": [{"create": {"group": {"first": 0, "count": 2}, "name": "g"}}],
                         "else": [{"barrier": {}}]}}]"""),
                MpiErrorClass.MPI_ERR_OTHER, 1, "barrier at $.program.body[0].if.else[0]",
                "collective #0 on world is barrier of 0 B (algorithm mpich) on rank 1 but create of 4 B on rank 0");
    }
}

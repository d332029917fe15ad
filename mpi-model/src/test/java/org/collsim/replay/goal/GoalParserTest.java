package org.collsim.replay.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The grammar of LogGOPSim's txt2bin, and the errors for what it does not accept. */
class GoalParserTest {
    /** Records what the parser reports, one string per call. */
    private static final class Recording implements GoalSink {
        final List<String> calls = new ArrayList<>();
        private int next;

        @Override
        public void numRanks(int ranks) {
            calls.add("num_ranks " + ranks);
        }

        @Override
        public void beginRank(int rank) {
            next = 0;
            calls.add("rank " + rank);
        }

        @Override
        public int operation(OpKind kind, long size, int peer, int tag, int cpu, int nic) {
            calls.add(next + " " + kind + " " + size + " peer " + peer + " tag " + tag + " cpu " + cpu + " nic " + nic);
            return next++;
        }

        @Override
        public void dependency(int operation, int dependency, boolean onStart) {
            calls.add(operation + (onStart ? " irequires " : " requires ") + dependency);
        }

        @Override
        public void endRank(int rank) {
            calls.add("end " + rank);
        }
    }

    private static List<String> parse(String text) throws Exception {
        Recording sink = new Recording();
        GoalParser.parse(new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII)), "t.goal", sink);
        return sink.calls;
    }

    @Test
    void acceptsEveryFormOfTheGrammar() throws Exception {
        List<String> calls = parse("""
                // a comment line
                num_ranks 2
                /* a block
                   comment */
                rank 0 {
                l1: send 4b to 1 tag 7 cpu 1 nic 2
                l2:recv 4 b from -1 tag -1
                  l3 :  calc 250 cpu 3
                send 0b to 1 nic 1
                l3 requires l1
                l2 irequires l3
                }
                rank 1 {\r
                x: recv 4b from 0 tag 7 cpu 0\r
                y: send 4bto0tag9
                y requires x
                }""");
        assertEquals(List.of("num_ranks 2", "rank 0",
                "0 SEND 4 peer 1 tag 7 cpu 1 nic 2",
                "1 RECV 4 peer -1 tag -1 cpu 0 nic 0",
                "2 CALC 250 peer 0 tag 0 cpu 3 nic 0",
                "3 SEND 0 peer 1 tag 0 cpu 0 nic 1",
                "2 requires 0", "1 irequires 2", "end 0", "rank 1",
                "0 RECV 4 peer 0 tag 7 cpu 0 nic 0",
                "1 SEND 4 peer 0 tag 9 cpu 0 nic 0",
                "1 requires 0", "end 1"), calls);
    }

    @Test
    void linesTheFastPathLeavesAreReadByTheGeneralPath() throws Exception {
        // GoalLine stops at 19 digits, at a line longer than the lexer's 64 KiB window and at a last line without newline
        List<String> calls = parse("num_ranks 2\nrank 0 {\nsend 1000000000000000000b to 1\na: recv 1b" + " ".repeat(70_000)
                + "from 1 tag 3\n}\nrank 1 {\ncalc 5\n}");
        assertEquals(List.of("num_ranks 2", "rank 0",
                "0 SEND 1000000000000000000 peer 1 tag 0 cpu 0 nic 0",
                "1 RECV 1 peer 1 tag 3 cpu 0 nic 0",
                "end 0", "rank 1", "0 CALC 5 peer 0 tag 0 cpu 0 nic 0", "end 1"), calls);
    }

    @Test
    void numbersOfOneToEighteenDigitsAndLabelsOfOneToEighteenBytes() throws Exception {
        // the fast path converts up to seven digits in one step and reads longer numbers digit by digit; a label of
        // eight bytes or fewer is one packed long, a longer one shares its first eight bytes with the next
        StringBuilder text = new StringBuilder("num_ranks 1\nrank 0 {\n");
        List<String> expected = new ArrayList<>(List.of("num_ranks 1", "rank 0"));
        long size = 0;
        for (int digits = 1; digits <= 18; digits++) {
            size = size * 10 + digits % 10; // 1, 12, 123, ..., 123456789012345678
            long tag = Math.min(size, Integer.MAX_VALUE);
            text.append("x".repeat(digits)).append(": send ").append(size).append("b to 0 tag ").append(tag).append('\n');
            expected.add((digits - 1) + " SEND " + size + " peer 0 tag " + tag + " cpu 0 nic 0");
        }
        for (int digits = 2; digits <= 18; digits++) {
            text.append("x".repeat(digits)).append(" requires ").append("x".repeat(digits - 1)).append('\n');
            expected.add((digits - 1) + " requires " + (digits - 2));
        }
        expected.add("end 0");
        assertEquals(expected, parse(text.append("}\n").toString()));
    }

    @Test
    void labelsAreLocalToTheirRank() throws Exception {
        List<String> calls = parse("num_ranks 2\nrank 0 {\na: calc 1\nb: calc 2\nb requires a\n}\n"
                + "rank 1 {\nb: calc 3\na: calc 4\na requires b\n}\n");
        assertEquals("1 requires 0", calls.get(4));
        assertEquals("1 requires 0", calls.get(9));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            undefined label          | num_ranks 1\\nrank 0 {\\na: calc 1\\na requires zz\\n}              | t.goal:4:12: expected a label defined above in rank 0's block, found undefined label "zz"
            dependency before label  | num_ranks 1\\nrank 0 {\\nb requires a\\na: calc 1\\nb: calc 1\\n}  | t.goal:3:1: expected a label defined above in rank 0's block, found undefined label "b"
            rank block out of order  | num_ranks 2\\nrank 1 {\\n}\\n                                     | t.goal:2:7: expected rank 0 (blocks in order 0 .. 1), found rank 1
            send to a missing rank   | num_ranks 2\\nrank 0 {\\nsend 8b to 2\\n}\\n                       | t.goal:3:12: expected a destination rank below num_ranks = 2, found rank 2
            size without b           | num_ranks 2\\nrank 0 {\\nsend 8 to 1\\n}\\n                        | t.goal:3:8: expected "b" after the size (sizes are written 8b), found "t"
            recv any-source as send  | num_ranks 2\\nrank 0 {\\nsend 8b to -1\\n}\\n                      | t.goal:3:12: expected a destination rank, found "-"
            trailing comment on op   | num_ranks 2\\nrank 0 {\\nsend 8b to 1 // no\\n}\\n                 | t.goal:3:14: expected "tag", "cpu", "nic" or end of line, found "/"
            missing closing brace    | num_ranks 1\\nrank 0 {\\ncalc 5\\n                                  | t.goal:4:1: expected "}" closing rank 0's block (opened at line 2), found end of file
            missing rank block       | num_ranks 2\\nrank 0 {\\n}\\n                                     | t.goal:4:1: expected "rank 1", found end of file
            no num_ranks             | rank 0 {\\n}\\n                                                   | t.goal:1:5: expected "num_ranks" before the rank blocks, found "rank"
            label used twice         | num_ranks 1\\nrank 0 {\\na: calc 1\\na: calc 2\\n}\\n              | t.goal:4:1: expected a label not yet used in rank 0, found "a" again
            self dependency          | num_ranks 1\\nrank 0 {\\na: calc 1\\na requires a\\n}\\n            | t.goal:4:12: expected a label other than the dependent operation's own, found "a" (it would wait for itself)
            cpu out of range         | num_ranks 1\\nrank 0 {\\ncalc 1 cpu 256\\n}\\n                    | t.goal:3:12: expected a CPU number 0 .. 255 up to 255, found a larger number
            tag after cpu            | num_ranks 2\\nrank 0 {\\nsend 1b to 1 cpu 1 tag 2\\n}\\n          | t.goal:3:20: expected "nic" or end of line, found "t"
            """)
    void reportsFileLineColumnAndWhatWasExpected(String what, String text, String message) {
        GoalSyntaxException e = assertThrows(GoalSyntaxException.class, () -> parse(text.replace("\\n", "\n")));
        assertEquals(message, e.getMessage(), what);
    }

    @Test
    void readsGzipCompressedFilesDirectly(@TempDir Path dir) throws Exception {
        String text = "num_ranks 2\nrank 0 {\nsend 1000b to 1\n}\nrank 1 {\nrecv 1000b from 0\n}\n";
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(bytes)) {
            gz.write(text.getBytes(StandardCharsets.US_ASCII));
        }
        Path file = dir.resolve("pair.goal.gz");
        Files.write(file, bytes.toByteArray());
        GoalSchedule schedule = GoalFiles.read(file, null);
        assertEquals(2, schedule.ranks());
        assertEquals(2, schedule.totalOperations());
        // the eager pair of GoalReplayTest: 1500 and 11494 ns
        GoalResult r = GoalReplay.run(schedule, GoalReplayTest.ns(2500, 1500, 1000, 6, 0, 65535), null);
        assertEquals(11_494_000, r.maxEndPs());
    }

    @Test
    void encodesManyDependenciesAndLongDistances() throws Exception {
        // one calc released by 300 others (its counter needs two varint bytes), then a chain 300 records apart
        StringBuilder text = new StringBuilder("num_ranks 1\nrank 0 {\n");
        for (int i = 0; i < 300; i++) {
            text.append("c").append(i).append(": calc 10\n");
        }
        text.append("last: calc 7\n");
        for (int i = 0; i < 300; i++) {
            text.append("last requires c").append(i).append('\n');
        }
        text.append("}\n");
        GoalSchedule schedule = GoalFiles.parse(new ByteArrayInputStream(text.toString().getBytes(StandardCharsets.US_ASCII)), "d");
        // 300 calcs of 10 ns on one CPU back to back (3000), then last: 3007
        assertEquals(3_007_000, GoalReplay.run(schedule, GoalReplayTest.ns(1, 1, 1, 0, 0, 0), null).maxEndPs());
    }
}

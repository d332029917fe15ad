package org.collsim.replay.goal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Parsing a file in parts on several threads gives the one-pass parser's schedule byte for byte,
 * whatever the part size and the number of workers, and leaves every error to the one-pass parser.
 */
class GoalSegmentsTest {
    @TempDir
    Path dir;

    /** A dissemination barrier on {@code ranks} ranks with labels, dependencies, comments, a calc on CPU 1 and NIC 2. */
    private static String barrier(int ranks) {
        StringBuilder text = new StringBuilder("// a barrier\nnum_ranks " + ranks + "\n");
        for (int r = 0; r < ranks; r++) {
            text.append("rank ").append(r).append(" {\n/* round 0 */\n");
            for (int k = 0, d = 1; d < ranks; k++, d *= 2) {
                text.append("s").append(k).append(": send 8b to ").append((r + d) % ranks).append(" tag ").append(k).append(" nic 2\n");
                text.append("r").append(k).append(": recv 8b from ").append((r - d + ranks) % ranks).append(" tag ").append(k).append('\n');
                if (k > 0) {
                    text.append("s").append(k).append(" requires r").append(k - 1).append('\n');
                    text.append("r").append(k).append(" irequires s").append(k - 1).append('\n');
                }
            }
            text.append("c: calc ").append(100 + r).append(" cpu 1\n}\n");
        }
        return text.toString();
    }

    private static GoalSchedule serial(String text) throws Exception {
        return GoalFiles.parse(new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII)), "t.goal");
    }

    private static GoalSchedule inParts(String text, int workers, int partBytes) throws Exception {
        return GoalSegments.parse(new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII)), "t.goal", workers,
                partBytes);
    }

    private static void assertSameSchedule(GoalSchedule expected, GoalSchedule actual) {
        assertNotNull(actual);
        assertEquals(expected.ranks(), actual.ranks());
        assertEquals(expected.totalOperations(), actual.totalOperations());
        assertEquals(expected.cpus(), actual.cpus());
        assertEquals(expected.nics(), actual.nics());
        for (int rank = 0; rank < expected.ranks(); rank++) {
            assertEquals(expected.operations(rank), actual.operations(rank));
            assertArrayEquals(expected.bytesOf(rank), actual.bytesOf(rank), "rank " + rank);
        }
    }

    @Test
    void partsOfAnySizeOnAnyWorkersGiveTheOnePassSchedule() throws Exception {
        String text = barrier(37);
        GoalSchedule expected = serial(text);
        assertEquals(37 * (2 * 6 + 1), expected.totalOperations());
        assertEquals(2, expected.cpus());
        assertEquals(3, expected.nics());
        for (int workers : new int[] {1, 2, 3}) {
            // 64 B is shorter than any rank block (each part grows to hold one), 1 MB holds the whole file
            for (int partBytes : new int[] {64, 300, 1000, 4096, 1 << 20}) {
                assertSameSchedule(expected, inParts(text, workers, partBytes));
            }
        }
    }

    @Test
    void crlfLinesAreCutAndParsedInPartsToo() throws Exception {
        String text = barrier(37).replace("\n", "\r\n");
        GoalSchedule expected = serial(barrier(37));
        for (int partBytes : new int[] {64, 300, 1000, 4096, 1 << 20}) {
            assertSameSchedule(expected, inParts(text, 2, partBytes));
        }
    }

    @Test
    void aRankLineInsideACommentIsLeftToTheOnePassParser() throws Exception {
        String text = "num_ranks 2\nrank 0 {\n/* not a block:\nrank 1 {\n*/\nsend 8b to 1\n}\nrank 1 {\nrecv 8b from 0\n}\n";
        assertNull(inParts(text, 2, 16));
        Path file = Files.writeString(dir.resolve("c.goal"), text);
        assertSameSchedule(serial(text), GoalFiles.read(file, null));
    }

    @Test
    void errorsInALaterPartAreReportedAtTheirLineInTheFile() throws Exception {
        String text = barrier(8).replace("rank 5 {\n/* round 0 */\ns0: send 8b", "rank 5 {\n/* round 0 */\ns0: send 8");
        assertNull(inParts(text, 2, 64));
        Path file = Files.writeString(dir.resolve("e.goal"), text);
        GoalSyntaxException e = assertThrows(GoalSyntaxException.class, () -> GoalFiles.read(file, null));
        long line = text.substring(0, text.indexOf("s0: send 8 ")).lines().count() + 1;
        assertEquals("e.goal:" + line + ":12: expected \"b\" after the size (sizes are written 8b), found \"t\"", e.getMessage());
    }

    @Test
    void blocksOutOfOrderAcrossPartsAreLeftToTheOnePassParser() throws Exception {
        String text = "num_ranks 3\nrank 0 {\n}\nrank 2 {\n}\nrank 1 {\n}\n";
        assertNull(inParts(text, 2, 16));
        assertNull(inParts("num_ranks 3\nrank 0 {\n}\nrank 1 {\n}\n", 2, 16), "a missing last block");
        assertNull(inParts("num_ranks 2\nrank 0 {\n}\nrank 1 {\n}\nrank 1 {\n}\n", 2, 16), "a block twice");
        Path file = Files.writeString(dir.resolve("o.goal"), text);
        GoalSyntaxException e = assertThrows(GoalSyntaxException.class, () -> GoalFiles.read(file, null));
        assertEquals(assertThrows(GoalSyntaxException.class, () -> serial(text)).getMessage().replace("t.goal", "o.goal"),
                e.getMessage());
        assertEquals(true, e.getMessage().startsWith("o.goal:4:"), e.getMessage());
    }
}

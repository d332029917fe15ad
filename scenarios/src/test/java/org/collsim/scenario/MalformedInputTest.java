package org.collsim.scenario;

import static org.collsim.scenario.ScenarioFixtures.errors;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Malformed, oversized and special inputs are refused in JSON's terms (never the parser's
 * feature names), at a line and column, quickly and in bounded memory.
 */
class MalformedInputTest {
    private static String only(String json) {
        List<String> lines = errors(json);
        assertEquals(1, lines.size(), lines.toString());
        String line = lines.get(0);
        assertFalse(line.contains("Feature") || line.contains("StreamReadConstraints") || line.contains("`"), line);
        return line;
    }

    @Test
    void commentsTrailingCommasQuotesAndNaNInJsonTerms() {
        assertEquals("error: s.json: line 3, column 3: expected well-formed JSON, found a comment (JSON has no comments)",
                only("{\n  \"seed\": 1,\n  // c\n}"));
        assertEquals("error: s.json: line 1, column 13: expected well-formed JSON, found a comma before \"}\" "
                + "(JSON allows no trailing comma)", only("{\"seed\": 1, }"));
        assertEquals("error: s.json: line 1, column 14: expected well-formed JSON, found a comma before \"]\" "
                + "(JSON allows no trailing comma)", only("{\"a\": [1, 2, ]}"));
        assertEquals("error: s.json: line 1, column 2: expected well-formed JSON, found a single quote "
                + "(JSON strings and keys use double quotes)", only("{'seed': 1}"));
        assertEquals("error: s.json: line 1, column 13: expected well-formed JSON, found \"NaN\" "
                + "(JSON numbers are finite: no NaN or Infinity)", only("{\"seed\": NaN}"));
        assertEquals("error: s.json: line 1, column 19: expected well-formed JSON, found the key \"seed\" twice "
                + "in one object (JSON keys must be unique)", only("{\"seed\": 1, \"seed\": 2}"));
    }

    @Test
    void otherSyntaxErrorsLoseTheParserVocabulary() {
        assertEquals("error: s.json: line 1, column 10: expected well-formed JSON, found \"}\" where a value was expected",
                only("{\"seed\": }"));
        String colon = only("{\"seed\" 1}");
        assertTrue(colon.startsWith("error: s.json: line 1, column 9: expected well-formed JSON, found \"1\" where a colon"), colon);
    }

    @Test
    void invalidUtf8IsFoundAtItsLineAndColumn() throws Exception {
        byte[] bytes = "{\"name\": \"a\",\n \"seed\": \"\u00ff\u00fe\"}".getBytes(StandardCharsets.ISO_8859_1);
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> ScenarioFixtures.loader(ScenarioFixtures.HEAP_BYTES).parse(bytes, "s.json"));
        assertEquals(List.of("error: s.json: line 2, column 11: expected well-formed JSON, found a byte that is not "
                + "UTF-8 (0xff); save the file as UTF-8"), e.lines());
    }

    @Test
    void nestingAndNumbersBeyondTheLimitsAreRefusedInWords() {
        String deep = "{\"a\": " + "[".repeat(5000) + "]".repeat(5000) + "}";
        assertEquals("error: s.json: line 1, column 107: expected well-formed JSON, found objects or arrays nested more "
                + "than 100 deep", only(deep));
        String digits = only("{\"seed\": " + "9".repeat(1000) + "}");
        assertTrue(digits.contains("expected well-formed JSON, found a number of more than 100 digits"), digits);
    }

    @Test
    void aDocumentBeyondTheSizeLimitIsRefusedQuickly() {
        // 8 MiB of duplicate values: "[4,4,4,...]", 4 million values if read
        byte[] big = new byte[8 << 20];
        Arrays.fill(big, (byte) ' ');
        byte[] head = "{\"ranks\": [4".getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(head, 0, big, 0, head.length);
        for (int i = head.length; i + 2 < big.length; i += 2) {
            big[i] = ',';
            big[i + 1] = '4';
        }
        ScenarioException e = assertTimeoutPreemptively(Duration.ofSeconds(2), () -> assertThrows(ScenarioException.class,
                () -> ScenarioFixtures.loader(ScenarioFixtures.HEAP_BYTES).parse(big, "s.json")));
        assertEquals(List.of("error: s.json: expected a file of at most 1 MiB, found 8 MiB"), e.lines());
    }

    @Test
    void aFileBeyondTheSizeLimitIsNotRead(@TempDir Path dir) throws IOException {
        Path huge = dir.resolve("huge.json");
        try (RandomAccessFile f = new RandomAccessFile(huge.toFile(), "rw")) {
            f.setLength(200L << 20); // sparse: 200 MiB that are never read
        }
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioLoader.standard().load(huge));
        assertEquals(List.of("error: " + huge + ": expected a scenario file of at most 1 MiB, found 200 MiB"), e.lines());
    }

    @Test
    void specialFilesAreNotRegularFiles(@TempDir Path dir) throws Exception {
        Path zero = Path.of("/dev/zero");
        if (Files.exists(zero)) {
            ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioLoader.standard().load(zero));
            assertEquals(List.of("error: /dev/zero: expected a scenario file, found a special file (not a regular file)"),
                    e.lines());
        }
        Path fifo = dir.resolve("fifo");
        if (new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0) {
            ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioLoader.standard().load(fifo));
            assertEquals(List.of("error: " + fifo + ": expected a scenario file, found a special file (not a regular file)"),
                    e.lines());
        }
    }

    @Test
    void atMostTwentyProblemsAreListedThenCounted() {
        StringBuilder json = new StringBuilder("{\"name\": \"x\", \"seed\": 1, \"benchmark\": {\"collectives\": [\"bcast\"], "
                + "\"algorithms\": [\"binomial\"], \"bytes\": [8], \"ranks\": [");
        for (int i = 0; i < 30; i++) {
            json.append(i == 0 ? "" : ", ").append("-1");
        }
        json.append("]}, \"machine\": {\"network\": {\"model\": \"hockney\", \"alpha\": \"1us\", \"beta\": \"1ns/B\"}}}");
        List<String> lines = errors(json.toString());
        assertEquals(org.collsim.scenario.json.Problems.MAX_KEPT + 1, lines.size(), String.join("\n", lines));
        assertTrue(lines.get(0).startsWith("error: s.json: $.benchmark.ranks[0]: expected"), lines.get(0));
        assertEquals("error: s.json: and 10 more problems", lines.get(org.collsim.scenario.json.Problems.MAX_KEPT));
    }
}

package org.collsim.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A value out of range never passes: {@code collsim validate} exits with 2 (never 0, never an
 * internal error), quickly, with the value's JSON path in the message.
 */
class OutOfRangeTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String BASE = """
            {"name": "r", "seed": 1,
             "machine": {"network": {"model": "hockney", "alpha": "2us", "beta": "1ns/B"},
                         "noise": {"distribution": "exponential", "mean": "1us", "rate": "1kHz"}},
             "benchmark": {"collectives": ["bcast"], "ranks": [8], "bytes": [64]}}
            """;
    private static final String PROGRAM = """
            {"name": "p", "seed": 1, "machine": {"network": {"model": "hockney", "alpha": "2us", "beta": "1ns/B"}},
             "program": {"ranks": [4], "body": [{"send": {"peer": "(rank + 1) % size", "bytes": 8}}]}}
            """;

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = '|', value = {
        "/benchmark/ranks/0|0|$.benchmark.ranks[0]", "/benchmark/ranks/0|-1|$.benchmark.ranks[0]",
        "/benchmark/ranks/0|1099511627776|$.benchmark.ranks[0]", "/benchmark/bytes/0|-1|$.benchmark.bytes[0]",
        "/benchmark/bytes/0|1e30|$.benchmark.bytes[0]", "/machine/network/alpha|\"-1us\"|$.machine.network.alpha",
        "/machine/network/beta|\"-1ns/B\"|$.machine.network.beta",
        "/machine/network/alpha|\"1e999999999ps\"|$.machine.network.alpha",
        "/machine/network/alpha|\"1e-50000000ps\"|$.machine.network.alpha", "/replications|0|$.replications",
        "/machine/noise/rate|\"1e-30Hz\"|$.machine.noise.rate", "/machine/noise/mean|\"1000000s\"|$.machine.noise.mean",
        "/program/body/0/send/peer|\"((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((rank))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))\"|$.program.body[0].send.peer",
        "/program/body/0/send/peer|\"-------------------------------------------------------------------rank\"|$.program.body[0].send.peer"})
    void isRefusedWithExitTwoAndItsPath(String pointer, String valueJson, String path) throws Exception {
        ObjectNode scenario = (ObjectNode) JSON.readTree(pointer.startsWith("/program") ? PROGRAM : BASE);
        set(scenario, pointer, JSON.readTree(valueJson));
        Path file = Files.writeString(dir.resolve("s.json"), scenario.toString());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = assertTimeoutPreemptively(Duration.ofSeconds(20),
                () -> CollsimCli.run(new String[] {"validate", file.toString()}, Environment::standard, out, err));
        String errors = err.toString(StandardCharsets.UTF_8);
        assertEquals(ExitCodes.BAD_INPUT, code, errors);
        assertEquals("", out.toString(StandardCharsets.UTF_8));
        assertFalse(errors.contains("internal error"), errors);
        assertTrue(errors.contains("error: " + file + ": " + path + ": expected "), errors);
    }

    private static void set(ObjectNode root, String pointer, JsonNode value) {
        int cut = pointer.lastIndexOf('/');
        JsonNode parent = root.at(pointer.substring(0, cut));
        String last = pointer.substring(cut + 1);
        if (parent.isArray()) {
            ((com.fasterxml.jackson.databind.node.ArrayNode) parent).set(Integer.parseInt(last), value);
        } else {
            ((ObjectNode) parent).set(last, value);
        }
    }
}

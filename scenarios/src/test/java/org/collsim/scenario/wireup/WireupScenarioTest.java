package org.collsim.scenario.wireup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.collsim.engine.PerByte;
import org.collsim.mpi.wireup.Pattern;
import org.collsim.mpi.wireup.WireupMode;
import org.collsim.scenario.ScenarioException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Wire-up scenarios: every file in {@code examples/wireup/} gives exactly its golden
 * {@code golden/wireup/<name>.json} (regenerate with {@code -Dcollsim.updateGolden=true}), and
 * bad input names its JSON path.
 */
class WireupScenarioTest {
    private static final Path EXAMPLES = Path.of(System.getProperty("collsim.examples", "../examples"), "wireup");
    private static final Path GOLDEN = Path.of("src/test/resources/golden/wireup");
    private static final boolean UPDATE = Boolean.getBoolean("collsim.updateGolden");

    static Stream<Path> examples() throws IOException {
        try (Stream<Path> files = Files.list(EXAMPLES)) {
            return files.filter(f -> f.toString().endsWith(".json")).sorted().toList().stream();
        }
    }

    @ParameterizedTest
    @MethodSource("examples")
    void matchesItsGolden(Path example) throws IOException, ScenarioException {
        WireupScenario s = WireupParser.parse(Files.readString(example, StandardCharsets.UTF_8), example.toString());
        assertEquals(example.getFileName().toString(), s.name() + ".json");
        String json = WireupRunner.json(WireupRunner.run(s));
        Path golden = GOLDEN.resolve(example.getFileName());
        if (UPDATE) {
            Files.writeString(golden, json, StandardCharsets.UTF_8);
        }
        assertEquals(Files.readString(golden, StandardCharsets.UTF_8), json);
    }

    @Test
    void defaultsComeFromTheParameterTable() throws ScenarioException {
        WireupScenario s = WireupParser.parse("{\"name\": \"w\", \"wireup\": {\"ranks\": [64]}}", "w.json");
        assertEquals(2_000_000, s.params().proxyRequestPs());
        assertEquals(20_000_000, s.params().pmLatencyPs());
        assertEquals(PerByte.ofPs(8_000), s.params().pmPerByte());
        assertEquals(5_000_000, s.params().localLatencyPs());
        assertEquals(128, s.params().cardBytes());
        assertEquals(1, s.params().ranksPerNode());
        assertEquals(32, s.params().fanOut());
        assertEquals(List.of(WireupMode.values()), s.modes());
        assertEquals(List.of(Pattern.values()), s.patterns());
    }

    @Test
    void badInputNamesThePath() {
        List<String> lines = errors("{\"name\": \"w\", \"wireup\": {\"ranks\": [0], \"modes\": [\"pmi3\"], \"card\": \"1us\","
                + " \"connect\": [[1, 2, 3]], \"fan_ot\": 2}}");
        assertTrue(lines.stream().anyMatch(l -> l.contains("$.wireup.ranks[0]: expected a rank count")), lines.toString());
        assertTrue(lines.stream().anyMatch(l -> l.contains("$.wireup.modes[0]") && l.contains("did you mean")), lines.toString());
        assertTrue(lines.stream().anyMatch(l -> l.contains("$.wireup.card")), lines.toString());
        assertTrue(lines.stream().anyMatch(l -> l.contains("$.wireup.connect[0]: expected a pair")), lines.toString());
        assertTrue(lines.stream().anyMatch(l -> l.contains("$.wireup.fan_ot")), lines.toString());
        assertTrue(errors("{\"name\": \"w\", \"wireup\": ").get(0).contains("expected well-formed JSON"));
    }

    private static List<String> errors(String json) {
        return assertThrows(ScenarioException.class, () -> WireupParser.parse(json, "w.json")).lines();
    }
}

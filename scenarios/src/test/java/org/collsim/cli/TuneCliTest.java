package org.collsim.cli;

import static org.collsim.cli.CliRun.execute;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.FileInputStream;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.select.MpichSelector;
import org.collsim.mpi.select.OmpiSelector;
import org.collsim.mpi.select.SelectionQuery;
import org.collsim.mpi.select.Selector;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** collsim tune: the winners per cell, and the rules it writes read back by collsim's own readers pick them. */
class TuneCliTest {
    private static final AlgorithmRegistry REG = AlgorithmRegistry.builtIn();
    private static final String GRID = "\"ranks\": [4, 8, 12], \"bytes\": [8, 4096, 262144]";

    @TempDir
    Path dir;

    private static void succeeds(String... args) {
        CliRun o = execute(REG, args);
        assertEquals(0, o.exitCode(), o.both());
    }

    private Path scenario(String name, String benchmark) throws Exception {
        return Files.writeString(dir.resolve(name), """
                {"name": "t", "seed": 1,
                 "machine": {"network": {"model": "hockney", "alpha": "2us", "beta": "1ns/B", "gamma": "500ps/B"}},
                 "benchmark": {"collectives": ["bcast", "allreduce", "alltoall"], %s}}
                """.formatted(benchmark));
    }

    /** The fastest request per (collective, ranks, bytes), first in file order on ties, read from results.json's records. */
    private static Map<String, JsonNode> fastest(Path results) throws Exception {
        Map<String, JsonNode> best = new LinkedHashMap<>();
        for (JsonNode r : new ObjectMapper().readTree(results.toFile()).get("records")) {
            String cell = r.get("collective").asText() + " " + r.get("ranks").asInt() + " " + r.get("bytes").asLong();
            JsonNode b = best.get(cell);
            if (b == null || r.get("time_ps").asLong() < b.get("time_ps").asLong()) {
                best.put(cell, r);
            }
        }
        return best;
    }

    @Test
    void theWrittenRulesPickTheWinnerOfEveryCell() throws Exception {
        roundTrip(scenario("s.json", GRID), 27); // 3 collectives x 3 rank counts x 3 sizes
    }

    @Test
    void theFatTreeExampleRoundTrips() throws Exception {
        roundTrip(Path.of("../examples/tune-fat-tree.json"), 18); // 3 collectives x 2 rank counts x 3 sizes
    }

    /**
     * Tunes {@code file}; then the same scenario run with the written collsim rules runs each cell's
     * winner in the winner's time, and MPICH's and Open MPI's files, read by the readers scenarios
     * use, pick the winner wherever that library has it.
     */
    private void roundTrip(Path file, int cells) throws Exception {
        Path out = dir.resolve("tuned");
        succeeds("tune", file.toString(), "--out", out.toString(), "--jobs", "2", "--no-html");
        Map<String, JsonNode> winners = fastest(out.resolve("results.json"));
        assertEquals(cells, winners.size());
        assertEquals(cells + 1, Files.readAllLines(out.resolve("winners.csv")).size(), "a header and one line per cell");
        ObjectMapper json = new ObjectMapper();
        com.fasterxml.jackson.databind.node.ObjectNode tree = (com.fasterxml.jackson.databind.node.ObjectNode) json.readTree(
                file.toFile());
        com.fasterxml.jackson.databind.node.ObjectNode benchmark = (com.fasterxml.jackson.databind.node.ObjectNode) tree.get(
                "benchmark");
        benchmark.remove("algorithms");
        benchmark.set("selector", json.readTree("{\"file\": \"" + out.resolve("rules.json") + "\", \"format\": \"collsim\"}"));
        Path back = Files.writeString(dir.resolve("back.json"), json.writeValueAsString(tree));
        succeeds("run", back.toString(), "--out", dir.resolve("back").toString(), "--no-html", "--jobs", "2");
        for (JsonNode r : json.readTree(dir.resolve("back/results.json").toFile()).get("records")) {
            JsonNode w = winners.get(r.get("collective").asText() + " " + r.get("ranks").asInt() + " " + r.get("bytes").asLong());
            assertEquals(w.get("algorithm").asText(), r.get("ran").get(0).get("algorithm").asText(), r.toString());
            assertEquals(w.get("time_ps").asLong(), r.get("time_ps").asLong(), r.toString());
        }
        Map<String, Map<String, Long>> times = times(out.resolve("results.json"));
        Map<String, String> mpichHas = new LinkedHashMap<>();
        Map<String, String> ompiHas = new LinkedHashMap<>();
        winners.forEach((cell, w) -> {
            Collective c = Collective.fromId(cell.split(" ")[0]);
            String winner = w.get("algorithm").asText();
            MpichSelector.mpichName(c, winner).ifPresent(n -> mpichHas.put(cell, winner));
            OmpiSelector.ompiNumber(c, winner).ifPresent(n -> ompiHas.put(cell, winner));
        });
        runsAsTuned(file, out.resolve("mpich-selection.json"), "mpich", mpichHas, times);
        runsAsTuned(file, out.resolve("ompi-rules.json"), "ompi", ompiHas, times);
        Selector mpich = read(out.resolve("mpich-selection.json"), true);
        Selector ompi = read(out.resolve("ompi-rules.conf"), false);
        Selector ompiJson = read(out.resolve("ompi-rules.json"), false);
        int named = 0;
        for (Map.Entry<String, JsonNode> e : winners.entrySet()) {
            String[] cell = e.getKey().split(" ");
            Collective c = Collective.fromId(cell[0]);
            String winner = e.getValue().get("algorithm").asText();
            SelectionQuery q = new SelectionQuery(c, Integer.parseInt(cell[1]), Long.parseLong(cell[2]), 1, true);
            if (MpichSelector.mpichName(c, winner).isPresent()) {
                assertEquals(winner, mpich.select(q).orElseThrow().algorithm().label(), "mpich " + e.getKey());
                named++;
            }
            if (OmpiSelector.ompiNumber(c, winner).isPresent()) {
                assertEquals(winner, ompi.select(q).orElseThrow().algorithm().label(), "ompi " + e.getKey());
                assertEquals(winner, ompiJson.select(q).orElseThrow().algorithm().label(), "ompi JSON " + e.getKey());
                named++;
            }
        }
        assertTrue(named >= cells, "most winners have a name in at least one library: " + named + " of " + 2 * cells);
        worstLossesOnThePage(out);
    }

    /** time_ps per cell ("allreduce 8 4096") and request label, from results.json. */
    private static Map<String, Map<String, Long>> times(Path results) throws Exception {
        Map<String, Map<String, Long>> out = new LinkedHashMap<>();
        for (JsonNode r : new ObjectMapper().readTree(results.toFile()).get("records")) {
            out.computeIfAbsent(r.get("collective").asText() + " " + r.get("ranks").asInt() + " " + r.get("bytes").asLong(),
                    k -> new LinkedHashMap<>()).put(r.get("algorithm").asText(), r.get("time_ps").asLong());
        }
        return out;
    }

    /**
     * {@code file}'s scenario run at each cell of {@code expected} alone (a file may have no rule for
     * the other cells), selecting by the written {@code rules} read as {@code format} as a scenario
     * does: each cell runs its expected algorithm in the time tune measured for that algorithm there.
     */
    private void runsAsTuned(Path file, Path rules, String format, Map<String, String> expected,
                             Map<String, Map<String, Long>> times) throws Exception {
        assertTrue(!expected.isEmpty(), format + ": some cell to run");
        ObjectMapper json = new ObjectMapper();
        for (Map.Entry<String, String> e : expected.entrySet()) {
            String[] cell = e.getKey().split(" ");
            com.fasterxml.jackson.databind.node.ObjectNode tree = (com.fasterxml.jackson.databind.node.ObjectNode)
                    json.readTree(file.toFile());
            com.fasterxml.jackson.databind.node.ObjectNode benchmark = (com.fasterxml.jackson.databind.node.ObjectNode)
                    tree.get("benchmark");
            benchmark.remove("algorithms");
            benchmark.set("collectives", json.readTree("[\"" + cell[0] + "\"]"));
            benchmark.set("ranks", json.readTree("[" + cell[1] + "]"));
            benchmark.set("bytes", json.readTree("[" + cell[2] + "]"));
            benchmark.set("selector", json.readTree("{\"file\": \"" + rules + "\", \"format\": \"" + format + "\"}"));
            Path one = Files.writeString(dir.resolve("one.json"), json.writeValueAsString(tree));
            org.collsim.report.ResultRecord r = org.collsim.scenario.ScenarioRunner.run(
                    org.collsim.scenario.ScenarioLoader.standard().load(one)).get(0);
            assertEquals(e.getValue(), r.ranText(), format + " " + e.getKey());
            assertEquals(times.get(e.getKey()).get(e.getValue()).longValue(), r.timePs(), format + " " + e.getKey());
        }
    }

    /** tune.html's line under each default's map names the largest loss winners.csv gives that default for the collective. */
    private static void worstLossesOnThePage(Path out) throws Exception {
        String page = Files.readString(out.resolve("tune.html"));
        // winners.csv: collective,ranks,bytes,winner,...,mpich,mpich_loss_percent,ompi,ompi_loss_percent
        Map<String, java.math.BigDecimal> worst = new LinkedHashMap<>();
        for (String line : Files.readAllLines(out.resolve("winners.csv")).subList(1, Files.readAllLines(
                out.resolve("winners.csv")).size())) {
            String[] f = line.split(",", -1);
            for (int column : new int[] {9, 11}) {
                if (!f[column].isEmpty()) {
                    worst.merge(f[0] + " " + (column == 9 ? "mpich" : "ompi"), new java.math.BigDecimal(f[column]),
                            java.math.BigDecimal::max);
                }
            }
        }
        assertTrue(!worst.isEmpty());
        for (Map.Entry<String, java.math.BigDecimal> e : worst.entrySet()) {
            String[] key = e.getKey().split(" ");
            assertTrue(page.contains("<caption>default " + key[1] + ": " + key[0] + ", loss against the winner</caption>"),
                    e.getKey());
            assertTrue(e.getValue().signum() == 0 || page.contains(": +" + e.getValue().toPlainString() + " % ("),
                    e.getKey() + " loses at most " + e.getValue() + " %");
        }
    }

    @Test
    void aMinimumGainKeepsMpichsDefaultWhereTheWinnerBeatsItByLess() throws Exception {
        Path out = dir.resolve("gain");
        succeeds("tune", scenario("s.json", GRID).toString(), "--out", out.toString(), "--min-gain", "50%", "--no-html");
        // winners.csv: collective,ranks,bytes,winner,...,mpich,mpich_loss_percent,ompi,ompi_loss_percent
        Selector rules = read(out.resolve("rules.json"), null);
        int kept = 0;
        for (String line : Files.readAllLines(out.resolve("winners.csv")).subList(1, 28)) {
            String[] f = line.split(",", -1);
            SelectionQuery q = new SelectionQuery(Collective.fromId(f[0]), Integer.parseInt(f[1]), Long.parseLong(f[2]), 1, true);
            boolean keep = !f[9].isEmpty() && Double.parseDouble(f[9]) < 50;
            kept += keep ? 1 : 0;
            assertEquals(keep ? f[8] : f[3], rules.select(q).orElseThrow().algorithm().label(), line);
        }
        assertTrue(kept > 0 && kept < 27, "some cells keep MPICH's choice, some do not: " + kept);
        Map<String, String> expected = new LinkedHashMap<>();
        for (String line : Files.readAllLines(out.resolve("winners.csv")).subList(1, 28)) {
            String[] f = line.split(",", -1);
            boolean keep = !f[9].isEmpty() && Double.parseDouble(f[9]) < 50;
            expected.put(f[0] + " " + f[1] + " " + f[2], keep ? f[8] : f[3]);
        }
        runsAsTuned(scenario("s.json", GRID), out.resolve("rules.json"), "collsim", expected, times(out.resolve("results.json")));
        assertEquals(2, execute(REG, "tune", scenario("s.json", GRID).toString(), "--out", out.toString(), "--min-gain", "5")
                .exitCode());
    }

    @Test
    void resumingGivesTheSameFiles() throws Exception {
        Path a = dir.resolve("a");
        String s = scenario("s.json", "\"ranks\": [4, 8], \"bytes\": [8, 65536]").toString();
        succeeds("tune", s, "--out", a.toString(), "--jobs", "1", "--no-html");
        List<String> first = new ArrayList<>();
        for (String f : List.of("winners.csv", "rules.json", "mpich-selection.json", "ompi-rules.conf", "ompi-rules.json",
                "tune.html", "results.json")) {
            first.add(Files.readString(a.resolve(f)));
        }
        succeeds("tune", s, "--out", a.toString(), "--jobs", "2", "--resume", "--no-html");
        List<String> again = new ArrayList<>();
        for (String f : List.of("winners.csv", "rules.json", "mpich-selection.json", "ompi-rules.conf", "ompi-rules.json",
                "tune.html", "results.json")) {
            again.add(Files.readString(a.resolve(f)));
        }
        assertEquals(first, again);
    }

    /** The file read as MPICH's (true), Open MPI's (false) or collsim's (null) rules. */
    private static Selector read(Path file, Boolean mpich) throws Exception {
        try (InputStream in = new FileInputStream(file.toFile())) {
            return mpich == null ? org.collsim.mpi.select.CollsimRules.fromFile("c", file.toString(), in, REG)
                    : mpich ? MpichSelector.fromFile("m", file.toString(), in, REG)
                    : OmpiSelector.fromFile("o", file.toString(), in, REG);
        }
    }
}

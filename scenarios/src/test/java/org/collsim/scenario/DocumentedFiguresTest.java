package org.collsim.scenario;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Figures that the docs and example descriptions quote from an example's results are computed
 * here from the example's golden report, and the quoted text must contain them. When a golden
 * changes, this test fails with the text to write instead, so a claim cannot drift from the
 * numbers behind it.
 */
class DocumentedFiguresTest {
    private static final Path ROOT = Path.of("..");
    private static final Path GOLDEN = Path.of("src/test/resources/golden");
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void hierarchicalSpeedupsInLayersDocAndExample() throws IOException {
        List<JsonNode> records = golden("hierarchical.json");
        String expected = range(speedups(records, "allreduce", "ring")) + " for the ring allreduce and "
                + range(speedups(records, "bcast", "scatter_ring_allgather")) + " for the scatter + ring-allgather bcast";
        assertQuoted("docs/LAYERS.md", expected);
        assertQuoted("examples/hierarchical.json", expected);
    }

    @Test
    void quickstartWinnersInItsDescription() throws IOException {
        List<JsonNode> records = golden("quickstart.json");
        double ringAt8 = timeUs(records, "ring", 8, 65536);
        double rdAt8 = timeUs(records, "recursive_doubling", 8, 65536);
        double ringAt1024 = timeUs(records, "ring", 1024, 65536);
        double rdAt1024 = timeUs(records, "recursive_doubling", 1024, 65536);
        assertTrue(ringAt8 < rdAt8 && rdAt1024 < ringAt1024, "the description's winners hold");
        assertQuoted("examples/quickstart.json", String.format(Locale.ROOT, "(%.3f us against %.3f us on 8 ranks)", ringAt8, rdAt8));
        assertQuoted("examples/quickstart.json", String.format(Locale.ROOT, "recursive doubling wins by %.2fx (%.3f us against %.3f us)",
                ringAt1024 / rdAt1024, rdAt1024, ringAt1024));
    }

    @Test
    void ringStepsTimesInItsDescriptionAndTheExamplesReadme() throws IOException {
        List<JsonNode> records = golden("ring-steps.json");
        String ring = String.format(Locale.ROOT, "%.3f us", timeUs(records, "ring", 8, 512));
        String doubling = String.format(Locale.ROOT, "%.3f us", timeUs(records, "recursive_doubling", 8, 512));
        for (String file : List.of("examples/ring-steps.json", "examples/README.md")) {
            assertQuoted(file, "(" + ring + ")");
            assertQuoted(file, "(" + doubling + ")");
        }
        List<JsonNode> quickstart = golden("quickstart.json");
        assertQuoted("examples/README.md", String.format(Locale.ROOT, "the ring allreduce takes %.3f us and recursive "
                + "doubling %.3f us", timeUs(quickstart, "ring", 1024, 65536), timeUs(quickstart, "recursive_doubling", 1024, 65536)));
    }

    private static List<JsonNode> golden(String name) throws IOException {
        return List.copyOf(JSON.readTree(GOLDEN.resolve(name).toFile()).findParents("time_ps"));
    }

    /** Time without layers over time with the hierarchical layer alone, per (ranks, bytes). */
    private static List<Double> speedups(List<JsonNode> records, String collective, String algorithm) {
        Map<String, Long> flat = new HashMap<>();
        Map<String, Long> layered = new HashMap<>();
        for (JsonNode r : records) {
            if (!r.path("collective").asText().equals(collective) || !r.path("algorithm").asText().equals(algorithm)) {
                continue;
            }
            String point = r.path("ranks").asInt() + "/" + r.path("bytes").asLong();
            String layers = r.path("layers").toString();
            if (layers.equals("[]")) {
                flat.put(point, r.path("time_ps").asLong());
            } else if (layers.equals("[\"hierarchical\"]")) {
                layered.put(point, r.path("time_ps").asLong());
            }
        }
        assertTrue(!layered.isEmpty() && flat.keySet().containsAll(layered.keySet()), "golden has both stacks");
        return layered.entrySet().stream().map(e -> (double) flat.get(e.getKey()) / e.getValue()).toList();
    }

    private static String range(List<Double> values) {
        double min = values.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double max = values.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        return String.format(Locale.ROOT, "%.2fx to %.2fx", min, max);
    }

    private static double timeUs(List<JsonNode> records, String algorithm, int ranks, long bytes) {
        return records.stream()
                .filter(r -> r.path("algorithm").asText().equals(algorithm) && r.path("ranks").asInt() == ranks
                        && r.path("bytes").asLong() == bytes)
                .mapToDouble(r -> r.path("time_ps").asLong() / 1e6).findFirst().orElseThrow();
    }

    @Test
    void tuneFatTreeLossesOfMpichsDefaultsInSelectionDoc() throws IOException {
        List<JsonNode> records = golden("tune-fat-tree.json");
        String expected = "takes " + loss(records, "alltoall", "bruck", "linear", 64) + "% longer; the radix-4 k-nomial "
                + "bcast wins at 64 B, where MPICH's binomial tree takes " + loss(records, "bcast", "binomial", "knomial:k=4", 16)
                + "% (16 ranks) and " + loss(records, "bcast", "binomial", "knomial:k=4", 64) + "% (64 ranks) longer";
        assertQuoted("docs/SELECTION.md", expected);
    }

    /** How much longer {@code slower} takes than {@code faster} at 64 bytes, in percent with one decimal. */
    private static String loss(List<JsonNode> records, String collective, String slower, String faster, int ranks) {
        long[] ps = new long[2];
        for (JsonNode r : records) {
            boolean cell = r.get("collective").asText().equals(collective) && r.get("ranks").asInt() == ranks
                    && r.get("bytes").asLong() == 64;
            for (int i = 0; i < 2 && cell; i++) {
                ps[i] = r.get("algorithm").asText().equals(i == 0 ? slower : faster) ? r.get("time_ps").asLong() : ps[i];
            }
        }
        return java.math.BigDecimal.valueOf((ps[0] - ps[1]) * 100).divide(java.math.BigDecimal.valueOf(ps[1]), 1,
                java.math.RoundingMode.HALF_EVEN).toPlainString();
    }

    /** The file, with line breaks and indentation folded to single spaces, contains {@code text}. */
    private static void assertQuoted(String file, String text) throws IOException {
        String folded = Files.readString(ROOT.resolve(file), StandardCharsets.UTF_8).replaceAll("\\s+", " ");
        assertTrue(folded.contains(text), file + " must quote the golden's figures: \"" + text + "\"");
    }
}

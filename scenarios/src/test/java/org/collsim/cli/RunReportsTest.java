package org.collsim.cli;

import static org.collsim.cli.CliRun.execute;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code collsim run} writes results.md and results.html beside results.json, as examples are
 * tests: for {@code examples/quickstart.json} every point of its golden report is a row of both,
 * and the page has one chart per collective. The two files are not goldens themselves: the
 * chart's text positions come from the local font metrics.
 */
class RunReportsTest {
    @org.junit.jupiter.api.BeforeAll
    static void needsFonts() {
        org.junit.jupiter.api.Assumptions.assumeTrue(org.collsim.report.chart.Fonts.available(),
                "this machine cannot measure text, so charts cannot be drawn");
    }

    private static final Path EXAMPLES = Path.of(System.getProperty("collsim.examples", "../examples"));
    private static final Path GOLDEN = Path.of("src/test/resources/golden");

    @TempDir
    Path dir;

    private static CliRun run(String... args) {
        CliRun o = execute(args);
        assertEquals(0, o.exitCode(), o.err());
        return o;
    }

    private static int count(String text, String what) {
        return text.split(java.util.regex.Pattern.quote(what), -1).length - 1;
    }

    @Test
    void quickstartWritesMarkdownAndHtmlWithEveryGoldenPoint() throws Exception {
        Path out = dir.resolve("q");
        String err = run("run", EXAMPLES.resolve("quickstart.json").toString(), "--out", out.toString()).err();
        assertEquals("wrote " + out.resolve("results.json") + ", " + out.resolve("results.csv") + ", "
                + out.resolve("results.md") + " and " + out.resolve("results.html") + "\n", err);
        String md = Files.readString(out.resolve("results.md"));
        String html = Files.readString(out.resolve("results.html"));
        assertTrue(md.startsWith("# quickstart\n\nhockney "), md);
        assertTrue(md.contains("\n## allreduce\n\n| algorithm "), md);
        // 3 rank counts x 2 sizes: a panel per rank count against size, and (3 rank counts) a panel per size against ranks
        assertEquals(5, count(html, "<svg id='chart-"), "small multiples of one collective");
        JsonNode golden = new ObjectMapper().readTree(GOLDEN.resolve("quickstart.json").toFile());
        assertEquals(golden.size(), count(md, "\n| recursive_doubling ") + count(md, "\n| ring "));
        assertEquals(golden.size(), count(html, "<tr><td>"));
        for (JsonNode point : golden) {
            List<String> cells = List.of(point.get("algorithm").asText(), point.get("ranks").asText(),
                    point.get("bytes").asText(), new BigDecimal(point.get("time_us").asText())
                            .setScale(3, RoundingMode.HALF_UP).toPlainString());
            assertTrue(html.contains("<tr><td>" + cells.get(0) + "</td><td class=\"r\">" + cells.get(1)
                    + "</td><td class=\"r\">" + cells.get(2) + "</td><td class=\"r\">" + cells.get(3) + "</td>"), cells.toString());
            assertTrue(md.matches("(?s).*\\| " + cells.get(0) + " +\\| +" + cells.get(1) + " \\| +" + cells.get(2)
                    + " \\| +" + cells.get(3).replace(".", "\\.") + " \\|.*"), cells.toString());
        }
    }

    @Test
    void twoRunsWriteByteIdenticalMarkdownAndHtml() throws Exception {
        String scenario = EXAMPLES.resolve("quickstart.json").toString();
        run("run", scenario, "--out", dir.resolve("a").toString());
        run("run", scenario, "--out", dir.resolve("b").toString());
        for (String file : List.of("results.md", "results.html")) {
            assertEquals(-1, Files.mismatch(dir.resolve("a").resolve(file), dir.resolve("b").resolve(file)), file);
        }
    }

    @Test
    void noHtmlSkipsOnlyThePage() throws Exception {
        Path out = dir.resolve("n");
        String err = run("run", EXAMPLES.resolve("quickstart.json").toString(), "--out", out.toString(), "--no-html").err();
        assertFalse(Files.exists(out.resolve("results.html")));
        assertTrue(Files.exists(out.resolve("results.md")));
        assertFalse(err.contains("results.html"), err);
    }
}

package org.collsim.mpi.coll;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * docs/ALGORITHMS.md is generated from the registry and committed; this test fails when it is
 * stale. Regenerate with {@code ./mvnw test -pl mpi-model -am -Dtest=AlgorithmTableTest
 * -Dsurefire.failIfNoSpecifiedTests=false -Dcollsim.updateDocs=true}.
 */
class AlgorithmTableTest {
    private static final Path DOC = Path.of("..", "docs", "ALGORITHMS.md");

    static String render(AlgorithmRegistry registry) {
        StringBuilder out = new StringBuilder();
        out.append("# Collective algorithms\n\n")
                .append("Generated from `AlgorithmRegistry` by `AlgorithmTableTest` (do not edit by hand). The first\n")
                .append("algorithm of each collective is the one its class marks as the default (`isDefault`); a call that names\n")
                .append("no algorithm runs MPICH's choice instead (docs/SELECTION.md). Every algorithm is checked for correct data at\n")
                .append("every rank count from 1 to 33, 64 and 100 (a \"v\" collective and reduce_scatter also with\n")
                .append("skewed, lognormal and partly empty per-rank counts; alltoallv and alltoallw also with random\n")
                .append("and sparse count matrices, every pair its own count) and against its closed-form cost under\n")
                .append("Hockney's model where\n")
                .append("that form is exact (see each class's Javadoc for the steps and the cost). A reducing algorithm\n")
                .append("that does not need a commutative operation is also checked with a non-commutative one (a 2x2\n")
                .append("matrix product), against a reference that combines in rank order. Parameters are given in\n")
                .append("scenarios as `\"knomial:k=4\"` or `{\"name\": \"knomial\", \"k\": 4}` (a list of values sweeps them).\n");
        for (Collective c : registry.collectives()) {
            out.append("\n## ").append(c.id()).append("\n\n")
                    .append("| name | class | parameters | needs | source |\n|---|---|---|---|---|\n");
            for (CollectiveAlgorithm a : registry.algorithms(c)) {
                String needs = a.restrictions().isEmpty() ? "any rank count"
                        : a.restrictions().stream().map(Restriction::needs).sorted().collect(Collectors.joining("; "));
                out.append("| `").append(a.name()).append("` | `").append(a.getClass().getSimpleName()).append("` | ")
                        .append(parameters(a).replace("|", "\\|")).append(" | ").append(needs).append(" | ")
                        .append(a.citation().replace("|", "\\|")).append(" |\n");
            }
        }
        return out.toString();
    }

    /** "`k` = 2 (2..65536): tree radix; ..." or "none". */
    private static String parameters(CollectiveAlgorithm a) {
        return a.parameters().isEmpty() ? "none" : a.parameters().stream()
                .map(p -> "`" + p.name() + "` = " + p.format(p.defaultValue()) + " (" + p.range() + "): " + p.doc())
                .collect(Collectors.joining("; "));
    }

    @Test
    void theCommittedAlgorithmTableMatchesTheRegistry() throws Exception {
        String expected = render(AlgorithmRegistry.builtIn());
        if (Boolean.getBoolean("collsim.updateDocs")) {
            Files.writeString(DOC, expected, StandardCharsets.UTF_8);
        }
        assertEquals(expected, Files.readString(DOC, StandardCharsets.UTF_8),
                "docs/ALGORITHMS.md is stale: regenerate it with -Dcollsim.updateDocs=true");
    }
}

package org.collsim.scenario;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.layer.Layers;
import org.collsim.scenario.json.Problem;
import org.collsim.scenario.json.Problems;

/**
 * Reads a scenario file, parses its JSON (strictly: no duplicate keys, nothing after the
 * value), validates it and checks that every point can run, reporting all problems at once
 * as a {@link ScenarioException}.
 */
public final class ScenarioLoader {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    private static final Pattern START_MARKER =
            Pattern.compile("\\(start marker at \\[Source: [^;]*; line: (\\d+), column: (\\d+)\\]\\)");

    private final ScenarioParser parser;
    private final FeasibilityCheck feasibility;

    /** With the layers on the class path. */
    public ScenarioLoader(AlgorithmRegistry registry, NetworkModelTypes models, long maxHeapBytes) {
        this(registry, models, Layers.discover(), maxHeapBytes);
    }

    public ScenarioLoader(AlgorithmRegistry registry, NetworkModelTypes models, Layers layers, long maxHeapBytes) {
        this.parser = new ScenarioParser(registry, models, layers);
        this.feasibility = new FeasibilityCheck(maxHeapBytes);
    }

    /** The built-in algorithms and models, the layers on the class path and this JVM's maximum heap. */
    public static ScenarioLoader standard() {
        return new ScenarioLoader(AlgorithmRegistry.builtIn(), NetworkModelTypes.builtIn(), Layers.discover(),
                Runtime.getRuntime().maxMemory());
    }

    public Scenario load(Path file) throws ScenarioException {
        String source = file.toString();
        if (Files.isDirectory(file)) {
            throw fileProblem(source, "a scenario file, found a directory");
        }
        if (!Files.isRegularFile(file)) {
            throw fileProblem(source, "a scenario file, found no file at " + file.toAbsolutePath());
        }
        try {
            return parse(Files.readString(file, StandardCharsets.UTF_8), source);
        } catch (IOException e) {
            throw fileProblem(source, "a readable UTF-8 file, found an unreadable one (" + e + ")");
        }
    }

    /** Parses and validates {@code json}; {@code source} names it in messages. */
    public Scenario parse(String json, String source) throws ScenarioException {
        Problems problems = new Problems();
        JsonNode tree = readTree(json, source);
        Optional<List<SweepAxes.Variant>> variants = SweepAxes.expand(tree, problems);
        List<Scenario> runs = new ArrayList<>();
        Set<Problem> found = new LinkedHashSet<>(problems.list()); // variants share most problems: each once
        for (SweepAxes.Variant v : variants.orElse(List.of())) {
            Problems own = new Problems();
            Optional<Scenario> scenario = parser.parse(v.tree(), own);
            if (scenario.isPresent() && own.isEmpty()) {
                feasibility.check(scenario.get(), own);
            }
            own.list().forEach(p -> found.add(v.locate(p)));
            scenario.ifPresent(s -> runs.add(s.withAxes(v.axes())));
        }
        if (!found.isEmpty() || variants.isEmpty() || runs.size() != variants.get().size()) {
            throw new ScenarioException(source, List.copyOf(found));
        }
        return runs.size() == 1 && runs.get(0).axes().isEmpty() ? runs.get(0) : runs.get(0).withVariants(runs);
    }

    private static JsonNode readTree(String json, String source) throws ScenarioException {
        try {
            JsonNode tree = MAPPER.readTree(json);
            if (tree == null || tree.isMissingNode()) {
                throw fileProblem(source, "a scenario object, found an empty file");
            }
            return tree;
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String where = at == null ? "" : "line " + at.getLineNr() + ", column " + at.getColumnNr();
            String detail = tidy(e.getOriginalMessage().lines().findFirst().orElse(""));
            throw new ScenarioException(source, List.of(Problem.invalid(where, "expected well-formed JSON, found " + detail)));
        }
    }

    /** Jackson's message without its source dump: "(start marker at [Source: ...; line: 3, column: 14])" becomes "(opened at line 3, column 14)". */
    static String tidy(String jacksonMessage) {
        Matcher m = START_MARKER.matcher(jacksonMessage);
        String out = m.find() ? m.replaceFirst("(opened at line $1, column $2)") : jacksonMessage;
        return out.isEmpty() ? out : Character.toLowerCase(out.charAt(0)) + out.substring(1);
    }

    private static ScenarioException fileProblem(String source, String expectedFound) {
        return new ScenarioException(source, List.of(Problem.invalid("", "expected " + expectedFound)));
    }
}

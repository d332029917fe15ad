package org.collsim.scenario;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.layer.Layers;
import org.collsim.scenario.json.Problem;
import org.collsim.scenario.json.Problems;
import org.collsim.scenario.json.StrictJson;

/**
 * Reads a scenario file (a regular file within {@link StrictJson#MAX_BYTES}), parses its JSON
 * strictly ({@link StrictJson}), validates it and checks that every point can run, reporting all problems at once
 * as a {@link ScenarioException}.
 */
public final class ScenarioLoader {
    private final ScenarioParser parser;
    private final FeasibilityCheck feasibility;
    private final AlgorithmRegistry registry;

    /** With the layers on the class path. */
    public ScenarioLoader(AlgorithmRegistry registry, NetworkModelTypes models, long maxHeapBytes) {
        this(registry, models, Layers.discover(), maxHeapBytes);
    }

    public ScenarioLoader(AlgorithmRegistry registry, NetworkModelTypes models, Layers layers, long maxHeapBytes) {
        this(registry, models, layers, maxHeapBytes, Limits.Overrides.NONE);
    }

    /** With run limits given on the command line, which replace the scenario's. */
    public ScenarioLoader(AlgorithmRegistry registry, NetworkModelTypes models, Layers layers, long maxHeapBytes,
                          Limits.Overrides limitOverrides) {
        this.parser = new ScenarioParser(registry, models, layers, limitOverrides);
        this.feasibility = new FeasibilityCheck(maxHeapBytes, registry);
        this.registry = registry;
    }

    /** The built-in algorithms and models, the layers on the class path and this JVM's maximum heap. */
    public static ScenarioLoader standard() {
        return new ScenarioLoader(AlgorithmRegistry.builtIn(), NetworkModelTypes.builtIn(), Layers.discover(),
                Runtime.getRuntime().maxMemory());
    }

    public Scenario load(Path file) throws ScenarioException {
        String source = file.toString();
        Path directory = file.toAbsolutePath().getParent();
        return parse(read(file, source, "a scenario file"), source, directory == null ? Path.of("") : directory);
    }

    /**
     * The bytes of {@code file}, refused before reading when it is not a regular file or too large;
     * {@code what} names the expected file in messages ("a scenario file").
     */
    public static byte[] read(Path file, String source, String what) throws ScenarioException {
        if (Files.isDirectory(file)) {
            throw fileProblem(source, what + ", found a directory");
        }
        if (!Files.exists(file)) {
            throw fileProblem(source, what + ", found no file at " + file.toAbsolutePath());
        }
        if (!Files.isRegularFile(file)) {
            throw fileProblem(source, what + ", found a special file (not a regular file)");
        }
        try {
            long sizeBytes = Files.size(file);
            if (sizeBytes > StrictJson.MAX_BYTES) {
                throw fileProblem(source, what + " of at most " + StrictJson.sizeText(StrictJson.MAX_BYTES)
                        + ", found " + StrictJson.sizeText(sizeBytes));
            }
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw fileProblem(source, "a readable file, found one that cannot be read (" + e.getMessage() + ")");
        }
    }

    /** Parses and validates {@code json}; {@code source} names it in messages. */
    public Scenario parse(String json, String source) throws ScenarioException {
        return parse(json.getBytes(StandardCharsets.UTF_8), source);
    }

    /** Parses and validates the UTF-8 JSON in {@code bytes}; {@code source} names it in messages; files it names are relative to the working directory. */
    public Scenario parse(byte[] bytes, String source) throws ScenarioException {
        return parse(bytes, source, Path.of(""));
    }

    /** {@link #parse(byte[], String)} with the files it names relative to {@code directory}. */
    public Scenario parse(byte[] bytes, String source, Path directory) throws ScenarioException {
        TraceParser traces = new TraceParser(directory, registry); // one read of a trace file for all sweep variants
        Problems problems = new Problems();
        Optional<JsonNode> tree = StrictJson.read(bytes, "a scenario object", problems);
        Optional<List<SweepAxes.Variant>> variants = tree.flatMap(t -> SweepAxes.expand(t, problems));
        if (variants.isEmpty()) {
            throw new ScenarioException(source, problems);
        }
        if (variants.get().size() == 1 && variants.get().get(0).axes().isEmpty()) { // no sweep
            Optional<Scenario> scenario = parser.parse(variants.get().get(0).tree(), problems, directory, traces);
            if (scenario.isPresent() && problems.isEmpty()) {
                feasibility.check(scenario.get(), problems);
            }
            if (!problems.isEmpty() || scenario.isEmpty()) {
                throw new ScenarioException(source, problems);
            }
            return scenario.get();
        }
        return sweep(variants.get(), source, problems, directory, traces);
    }

    /** Each variant parsed and checked; problems they share are reported once, at the axis value that caused them. */
    private Scenario sweep(List<SweepAxes.Variant> variants, String source, Problems problems, Path directory,
                          TraceParser traces)
            throws ScenarioException {
        List<Scenario> runs = new ArrayList<>();
        Set<Problem> seen = new LinkedHashSet<>();
        for (SweepAxes.Variant v : variants) {
            Problems own = new Problems();
            Optional<Scenario> scenario = parser.parse(v.tree(), own, directory, traces);
            if (scenario.isPresent() && own.isEmpty()) {
                feasibility.check(scenario.get(), own);
            }
            own.list().stream().map(v::locate).filter(seen::add).forEach(problems::add);
            scenario.ifPresent(s -> runs.add(s.withAxes(v.axes())));
        }
        if (!problems.isEmpty() || runs.size() != variants.size()) {
            throw new ScenarioException(source, problems);
        }
        return runs.get(0).withVariants(runs);
    }

    private static ScenarioException fileProblem(String source, String expectedFound) {
        return new ScenarioException(source, List.of(Problem.invalid("", "expected " + expectedFound)));
    }
}

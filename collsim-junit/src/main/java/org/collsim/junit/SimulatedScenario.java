package org.collsim.junit;

import java.nio.file.Path;
import org.collsim.scenario.Scenario;
import org.collsim.scenario.ScenarioException;
import org.collsim.scenario.ScenarioLoader;
import org.collsim.scenario.ScenarioRunner;

/**
 * A validated scenario, ready to run in this JVM: loaded from a scenario file, parsed from JSON
 * text or built with {@link #builder}. Validation is {@code collsim validate}'s, with the layers
 * and algorithms on the test's class path; a bad scenario is an {@link IllegalArgumentException}
 * whose message lists every problem with its JSON path.
 */
public final class SimulatedScenario {
    private final Scenario scenario;

    private SimulatedScenario(Scenario scenario) {
        this.scenario = scenario;
    }

    /** The scenario in {@code file} (the format of docs and examples/README.md). */
    public static SimulatedScenario load(Path file) {
        try {
            return new SimulatedScenario(ScenarioLoader.standard().load(file));
        } catch (ScenarioException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    /** The scenario in {@code json}; {@code source} names it in messages. */
    public static SimulatedScenario fromJson(String json, String source) {
        try {
            return new SimulatedScenario(ScenarioLoader.standard().parse(json, source));
        } catch (ScenarioException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    /** A scenario built in code: {@code builder("mine").network(...).collectives("bcast")...build()}. */
    public static ScenarioBuilder builder(String name) {
        return new ScenarioBuilder(name);
    }

    /** The scenario's name. */
    public String name() {
        return scenario.name();
    }

    /**
     * Simulates every point, in order, as {@code collsim run} does (one thread); a point that fails
     * (a deadlock, a broken layer) throws collsim's {@code PointFailure} naming the point.
     */
    public SimulationResults run() {
        return new SimulationResults(ScenarioRunner.run(scenario));
    }
}

package org.collsim.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.collsim.report.ResultRecord;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code collsim rerun} finds every point of every example again from its record alone (identity,
 * axes, resolved machine) and the file's scenario, through the scenario narrowed to that record:
 * the same collective, algorithm, stack, ranks and bytes, on the same resolved machine.
 */
class RerunSliceTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    static Stream<Path> examples() throws Exception {
        try (Stream<Path> files = Files.list(Path.of("..", "examples"))) {
            return files.filter(p -> p.toString().endsWith(".json")).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void everyPointIsFoundAgainFromItsRecord(Path example) throws Exception {
        ScenarioLoader loader = ScenarioLoader.standard();
        Scenario s;
        try {
            s = loader.load(example);
        } catch (ScenarioException notAScenario) {
            return; // wire-up and selector files have their own commands
        }
        JsonNode tree = JSON.readTree(example.toFile());
        List<com.fasterxml.jackson.databind.node.ObjectNode> machines = ScenarioRunner.machines(s);
        for (ScenarioPoint<?> p : ScenarioRunner.points(s)) {
            ResultRecord wanted = p.identity().build();
            ScenarioPoint<?> again = Rerun.point(loader, tree, wanted.axes(), machines.get(wanted.machine()), wanted,
                    "r.json", example.getParent());
            ResultRecord found = again.identity().build();
            String what = example + ": " + wanted;
            assertEquals(wanted.collective() + " " + wanted.algorithm() + " " + wanted.ranks() + " " + wanted.sizeBytes()
                    + " " + wanted.layers(), found.collective() + " " + found.algorithm() + " " + found.ranks() + " "
                    + found.sizeBytes() + " " + found.layers(), what);
            assertEquals(machines.get(wanted.machine()), again.scenario().machine().resolved(), what);
            assertEquals(p.scenario().seed(), again.scenario().seed(), what);
        }
    }
}

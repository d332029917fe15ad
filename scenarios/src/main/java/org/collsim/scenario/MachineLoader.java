package org.collsim.scenario;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.collsim.scenario.json.Cursor;
import org.collsim.scenario.json.Problem;
import org.collsim.scenario.json.Problems;

/**
 * Reads a machine file: the JSON object a scenario has under {@code "machine"} (a {@code network},
 * or a {@code preset}, and the optional fields), with the same validation and messages
 * ({@code $} being the machine object), for commands that take a machine without a scenario
 * ({@code collsim replay}).
 */
public final class MachineLoader {
    private final MachineParser parser;

    public MachineLoader(NetworkModelTypes models) {
        this.parser = new MachineParser(new NetworkParser(models));
    }

    public MachineSpec load(Path file) throws ScenarioException {
        String source = file.toString();
        String json;
        try {
            json = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ScenarioException(source, List.of(Problem.invalid("", "expected a readable machine file, found " + e)));
        }
        Problems problems = new Problems();
        Optional<MachineSpec> machine = parser.parse(Cursor.root(ScenarioLoader.readTree(json, source), problems));
        if (machine.isEmpty() || !problems.isEmpty()) {
            throw new ScenarioException(source, problems.list());
        }
        return machine.get();
    }
}

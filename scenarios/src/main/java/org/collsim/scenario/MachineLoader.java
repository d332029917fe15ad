package org.collsim.scenario;

import java.nio.file.Path;
import java.util.Optional;
import org.collsim.scenario.json.Cursor;
import org.collsim.scenario.json.Problems;
import org.collsim.scenario.json.StrictJson;

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
        Problems problems = new Problems();
        Optional<MachineSpec> machine = StrictJson.read(ScenarioLoader.read(file, source, "a machine file"), "a machine object",
                problems).flatMap(tree -> parser.parse(Cursor.root(tree, problems, directoryOf(file))));
        if (machine.isEmpty() || !problems.isEmpty()) {
            throw new ScenarioException(source, problems);
        }
        return machine.get();
    }

    private static Path directoryOf(Path file) {
        Path directory = file.toAbsolutePath().getParent();
        return directory == null ? Path.of("") : directory;
    }
}

package org.collsim.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.collsim.mpi.error.BadInputException;
import org.collsim.replay.goal.GoalFiles;

/**
 * Tells a GOAL schedule from a SimGrid time-independent trace by content: GOAL's first statement,
 * after blank lines and comments, is {@code num_ranks}; JSON is neither; anything else is taken for TI.
 */
final class TraceFormat {
    static final String GOAL = "goal";
    static final String TI = "ti";

    private TraceFormat() {
    }

    /** GOAL or TI; a JSON file (a scenario or a machine given as the trace) is bad input. */
    static String detect(Path file) throws IOException {
        if (GoalFiles.isGoal(file)) {
            return GOAL;
        }
        if (startsAsJson(file)) {
            throw new BadInputException(file + ": expected a GOAL schedule or a TI trace, found JSON (collsim run reads "
                    + "scenarios; replay's machine goes to --machine)");
        }
        return TI;
    }

    private static boolean startsAsJson(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            int b = in.read();
            while (b == ' ' || b == '\t' || b == '\r' || b == '\n') {
                b = in.read();
            }
            return b == '{' || b == '[';
        }
    }

    /** The file name without .gz and its format extension: "barrier" for barrier.goal.gz. */
    static String baseName(Path file) {
        String name = file.getFileName().toString();
        name = name.endsWith(".gz") ? name.substring(0, name.length() - 3) : name;
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}

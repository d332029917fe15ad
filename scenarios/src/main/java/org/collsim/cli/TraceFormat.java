package org.collsim.cli;

import java.io.IOException;
import java.nio.file.Path;
import org.collsim.replay.goal.GoalFiles;

/**
 * Tells a GOAL schedule from a SimGrid time-independent trace by content: GOAL's first statement,
 * after blank lines and comments, is {@code num_ranks}; anything else is taken for TI.
 */
final class TraceFormat {
    static final String GOAL = "goal";
    static final String TI = "ti";

    private TraceFormat() {
    }

    static String detect(Path file) throws IOException {
        return GoalFiles.isGoal(file) ? GOAL : TI;
    }

    /** The file name without .gz and its format extension: "barrier" for barrier.goal.gz. */
    static String baseName(Path file) {
        String name = file.getFileName().toString();
        name = name.endsWith(".gz") ? name.substring(0, name.length() - 3) : name;
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}

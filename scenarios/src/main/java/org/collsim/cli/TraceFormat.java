package org.collsim.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.collsim.replay.goal.GoalFiles;

/**
 * Tells a GOAL schedule from a SimGrid time-independent trace by content: GOAL's first statement,
 * after blank lines and comments, is {@code num_ranks}; anything else is taken for TI.
 */
final class TraceFormat {
    static final String GOAL = "goal";
    static final String TI = "ti";
    private static final int HEAD_BYTES = 1 << 16;

    private TraceFormat() {
    }

    static String detect(Path file) throws IOException {
        try (InputStream in = GoalFiles.openText(file)) {
            String head = new String(in.readNBytes(HEAD_BYTES), StandardCharsets.US_ASCII);
            String text = head.replaceAll("(?s)/\\*.*?\\*/", " ").replaceAll("//[^\n]*", " ").strip();
            return text.startsWith("num_ranks") ? GOAL : TI;
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

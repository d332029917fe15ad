package org.collsim.cli;

import java.io.PrintWriter;
import java.util.Locale;

/** A one-line progress bar on stderr, redrawn in place; silent when stderr is not a terminal. */
final class TerminalProgress {
    private static final int WIDTH = 30;
    private final PrintWriter err;
    private boolean drawn;

    private TerminalProgress(PrintWriter err) {
        this.err = err;
    }

    /** A bar on {@code err} when the process has a console, else one that draws nothing. */
    static TerminalProgress onConsole(PrintWriter err) {
        return new TerminalProgress(System.console() != null ? err : null);
    }

    void show(String phase, long done, long total) {
        if (err == null || total <= 0) {
            return;
        }
        int filled = (int) Math.min(WIDTH, WIDTH * done / total);
        err.print(String.format(Locale.ROOT, "\r%-9s [%s%s] %3d%%", phase, "#".repeat(filled), " ".repeat(WIDTH - filled),
                100 * done / total));
        err.flush();
        drawn = true;
    }

    void clear() {
        if (drawn) {
            err.print("\r" + " ".repeat(WIDTH + 18) + "\r");
            err.flush();
            drawn = false;
        }
    }
}

package org.collsim.cli;

import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;

/**
 * A replay's progress on a terminal (me.tongfei:progressbar on stderr, as {@link SweepProgress}):
 * one bar for reading the file (MB), then one for replaying (operations). Draws nothing when stderr
 * is not a terminal.
 */
final class TerminalProgress {
    private static final long BYTES_PER_MB = 1_000_000;
    private final boolean terminal;
    private ProgressBar bar;
    private String phase;

    private TerminalProgress(boolean terminal) {
        this.terminal = terminal;
    }

    static TerminalProgress onConsole() {
        return new TerminalProgress(System.console() != null);
    }

    void reading(long bytesRead, long fileBytes) {
        show("reading", bytesRead / BYTES_PER_MB, fileBytes / BYTES_PER_MB, "MB");
    }

    void replaying(long operationsDone, long operations) {
        show("replaying", operationsDone, operations, " operations");
    }

    private void show(String name, long done, long total, String unit) {
        if (!terminal) {
            return;
        }
        if (!name.equals(phase)) {
            clear();
            phase = name;
            bar = new ProgressBarBuilder().setTaskName(name).setInitialMax(total).setUnit(unit, 1).continuousUpdate().build();
        }
        bar.stepTo(done);
    }

    void clear() {
        if (bar != null) {
            bar.close();
            bar = null;
        }
    }
}

package org.collsim.cli;

import java.io.PrintWriter;
import java.util.HashMap;
import java.util.Map;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import org.collsim.report.ResultRecord;
import org.collsim.scenario.sweep.SweepListener;

/**
 * What a sweep shows while it runs: with {@code --verbose} one line per finished point on stderr;
 * on a terminal a progress bar (points done, ETA, the point running longest); else nothing.
 */
final class SweepProgress {
    private SweepProgress() {
    }

    /** The listener for these settings; {@link #close} it when the sweep ends. */
    static SweepListener choose(boolean verbose, boolean terminal, int points, PrintWriter err) {
        if (verbose) {
            return new Lines(points, err);
        }
        return terminal ? new Bar(points) : SweepListener.NONE;
    }

    static void close(SweepListener listener) {
        if (listener instanceof Bar bar) {
            bar.bar.close();
        }
    }

    /**
     * "[3/120] point 7, allreduce/ring at 8 ranks, 65536 bytes: 12.345 us (0.81 s)"; a point a run limit
     * stopped: "...: stopped: max_events (100 events) reached (0.02 s)".
     */
    private static final class Lines implements SweepListener {
        private final int points;
        private final PrintWriter err;
        private int done;

        Lines(int points, PrintWriter err) {
            this.points = points;
            this.err = err;
        }

        @Override
        public void started(int point, String what) {
        }

        @Override
        public synchronized void finished(int point, String what, ResultRecord record, long wallNanos) {
            done++;
            String outcome = record.isStopped() ? "stopped: " + record.stopped() : record.timeUs().toPlainString() + " us";
            err.printf(java.util.Locale.ROOT, "[%d/%d] point %d, %s: %s (%.2f s)%n", done, points, point, what, outcome,
                    wallNanos / 1e9);
            err.flush();
        }
    }

    /** The bar on stderr, its extra message the point that has been running longest. */
    private static final class Bar implements SweepListener {
        private final ProgressBar bar;
        private final Map<Integer, Long> startedNanos = new HashMap<>();
        private final Map<Integer, String> names = new HashMap<>();

        Bar(int points) {
            bar = new ProgressBarBuilder().setTaskName("points").setInitialMax(points).continuousUpdate().build();
        }

        @Override
        public synchronized void started(int point, String what) {
            startedNanos.put(point, System.nanoTime());
            names.put(point, what);
            showSlowest();
        }

        @Override
        public synchronized void finished(int point, String what, ResultRecord record, long wallNanos) {
            startedNanos.remove(point);
            names.remove(point);
            bar.step();
            showSlowest();
        }

        private void showSlowest() {
            startedNanos.entrySet().stream().min(Map.Entry.comparingByValue())
                    .ifPresentOrElse(e -> bar.setExtraMessage("slowest: " + names.get(e.getKey())),
                            () -> bar.setExtraMessage(""));
        }
    }
}

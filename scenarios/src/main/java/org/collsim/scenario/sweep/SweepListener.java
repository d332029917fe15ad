package org.collsim.scenario.sweep;

import org.collsim.report.ResultRecord;

/**
 * Told, from the worker threads, when a point starts and finishes (a progress bar, a line per
 * point); implementations synchronize themselves. Nothing it does changes the results.
 */
public interface SweepListener {
    SweepListener NONE = new SweepListener() {
        @Override
        public void started(int point, String what) {
        }

        @Override
        public void finished(int point, String what, ResultRecord record, long wallNanos) {
        }
    };

    /** {@code what} names the point: "allreduce/ring at 8 ranks, 65536 bytes". */
    void started(int point, String what);

    void finished(int point, String what, ResultRecord record, long wallNanos);
}

package org.collsim.scenario.sweep;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.report.ResultRecord;
import org.collsim.scenario.PointFailure;
import org.collsim.scenario.Scenario;
import org.collsim.scenario.ScenarioPoint;
import org.collsim.scenario.ScenarioRunner;

/**
 * Runs a scenario's points on {@code jobs} threads, each point a fresh simulation that shares
 * nothing with the others, and returns the records in point order, so the result is the same
 * whatever the number of jobs. Points the log already holds are not run again. A failed point
 * stops the sweep: points not yet started after it are skipped, and the failure of the lowest
 * failing point is thrown — the one a run on one thread would meet first.
 */
public final class Sweep {
    private final Scenario scenario;
    private final AlgorithmRegistry registry;
    private final int jobs;
    private final SweepListener listener;

    public Sweep(Scenario scenario, AlgorithmRegistry registry, int jobs, SweepListener listener) {
        if (jobs < 1) {
            throw new IllegalArgumentException("jobs must be at least 1, found " + jobs);
        }
        this.scenario = scenario;
        this.registry = registry;
        this.jobs = jobs;
        this.listener = listener;
    }

    /** Every point's record, in point order; finished points are appended to {@code log}. */
    public List<ResultRecord> run(List<ScenarioPoint<?>> points, ResultsLog log) {
        ResultRecord[] records = new ResultRecord[points.size()];
        PointFailure[] failures = new PointFailure[points.size()];
        AtomicInteger firstFailed = new AtomicInteger(Integer.MAX_VALUE);
        List<Runnable> todo = new ArrayList<>();
        for (int i = 0; i < points.size(); i++) {
            records[i] = log.done(i);
            if (records[i] == null) {
                int point = i;
                todo.add(() -> runOne(point, points.get(point), log, records, failures, firstFailed));
            }
        }
        runAll(todo);
        if (firstFailed.get() != Integer.MAX_VALUE) {
            throw failures[firstFailed.get()];
        }
        return Arrays.asList(records);
    }

    private void runOne(int i, ScenarioPoint<?> p, ResultsLog log, ResultRecord[] records, PointFailure[] failures,
                        AtomicInteger firstFailed) {
        if (i > firstFailed.get()) {
            return; // a point before this one failed: the sweep stops there
        }
        String what = p.describe();
        listener.started(i, what);
        long startNanos = System.nanoTime();
        try {
            records[i] = ScenarioRunner.runPoint(scenario, registry, p);
        } catch (PointFailure f) {
            failures[i] = f;
            firstFailed.accumulateAndGet(i, Math::min);
            return;
        }
        log.append(i, records[i]);
        listener.finished(i, what, records[i], System.nanoTime() - startNanos);
    }

    /** Runs the tasks on the pool; an error in one (out of memory, a bug) stops the others and is rethrown. */
    private void runAll(List<Runnable> tasks) {
        if (tasks.isEmpty()) {
            return;
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(jobs, tasks.size()), r -> {
            Thread t = new Thread(r, "collsim-sweep");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (Runnable t : tasks) {
                futures.add(pool.submit(t));
            }
            for (Future<?> f : futures) {
                f.get();
            }
        } catch (ExecutionException e) {
            throw rethrow(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the sweep ran", e);
        } finally {
            pool.shutdownNow();
        }
    }

    private static RuntimeException rethrow(Throwable t) {
        if (t instanceof RuntimeException r) {
            return r;
        }
        if (t instanceof Error e) {
            throw e;
        }
        return new IllegalStateException(t);
    }
}

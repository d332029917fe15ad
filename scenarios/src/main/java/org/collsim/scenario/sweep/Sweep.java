package org.collsim.scenario.sweep;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.ToLongFunction;
import java.util.stream.IntStream;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.report.ResultRecord;
import org.collsim.scenario.PointFailure;
import org.collsim.scenario.ScenarioPoint;
import org.collsim.scenario.ScenarioRunner;

/**
 * Runs a scenario's points on {@code jobs} threads, each point a fresh simulation that shares
 * nothing with the others, and returns the records in point order, so the result is the same
 * whatever the number of jobs. Points the log already holds complete are not run again (those a
 * run limit stopped are; a stopped point is a record, and the sweep goes on). A failed point
 * stops the sweep: points not yet started after it are skipped, and the failure of the lowest
 * failing point is thrown — the one a run on one thread would meet first (every point before a
 * failure runs, whatever the order). The points start in point order, or, given a cost estimate,
 * dearest first (longest-processing-time order), so that the workers end together instead of one
 * finishing a large point alone.
 */
public final class Sweep {
    private final AlgorithmRegistry registry;
    private final int jobs;
    private final SweepListener listener;
    /** The estimated cost of a point (any unit), or null to start the points in point order. */
    private final ToLongFunction<ScenarioPoint<?>> costOf;

    public Sweep(AlgorithmRegistry registry, int jobs, SweepListener listener) {
        this(registry, jobs, listener, null);
    }

    /** A sweep that starts the dearest points first by {@code costOf} (ties in point order); null: point order. */
    public Sweep(AlgorithmRegistry registry, int jobs, SweepListener listener, ToLongFunction<ScenarioPoint<?>> costOf) {
        if (jobs < 1) {
            throw new IllegalArgumentException("jobs must be at least 1, found " + jobs);
        }
        this.registry = registry;
        this.jobs = jobs;
        this.listener = listener;
        this.costOf = costOf;
    }

    /** Every point's record, in point order; finished points are appended to {@code log}. */
    public List<ResultRecord> run(List<ScenarioPoint<?>> points, ResultsLog log) {
        return run(points, log, Shard.ALL);
    }

    /** The records of the shard's points, in point order; finished points are appended to {@code log}. */
    public List<ResultRecord> run(List<ScenarioPoint<?>> points, ResultsLog log, Shard shard) {
        ResultRecord[] records = new ResultRecord[points.size()];
        PointFailure[] failures = new PointFailure[points.size()];
        AtomicInteger firstFailed = new AtomicInteger(Integer.MAX_VALUE);
        List<Integer> todo = new ArrayList<>();
        for (int i = 0; i < points.size(); i++) {
            records[i] = log.done(i);
            if (!log.finished(i) && shard.includes(i)) {
                todo.add(i);
            }
        }
        runAll(startOrder(todo, points).stream().<Runnable>map(i -> () -> runOne(i, points.get(i), log, records, failures,
                firstFailed)).toList());
        if (firstFailed.get() != Integer.MAX_VALUE) {
            throw failures[firstFailed.get()];
        }
        return Arrays.stream(records).filter(java.util.Objects::nonNull).toList();
    }

    /**
     * {@code todo} (point numbers, ascending) in the order the points start. The costs are
     * estimated in parallel: each builds schedules, and none of the sweep's work starts before all are known.
     */
    private List<Integer> startOrder(List<Integer> todo, List<ScenarioPoint<?>> points) {
        if (costOf == null) {
            return todo;
        }
        long[] cost = todo.parallelStream().mapToLong(i -> costOf.applyAsLong(points.get(i))).toArray(); // todo's order
        return IntStream.range(0, todo.size()).boxed().sorted(Comparator.comparingLong((Integer k) -> cost[k]).reversed())
                .map(todo::get).toList(); // a stable sort: ties in point order
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
            records[i] = ScenarioRunner.runPoint(registry, p);
        } catch (PointFailure f) {
            failures[i] = f;
            firstFailed.accumulateAndGet(i, Math::min);
            return;
        }
        log.append(i, records[i]);
        listener.finished(i, what, records[i], System.nanoTime() - startNanos);
    }

    /**
     * Runs the tasks on the pool; an exception in one (a bug, a listener's) or an error stops the
     * tasks not yet started, and is rethrown once the running ones are done.
     */
    private void runAll(List<Runnable> tasks) {
        if (tasks.isEmpty()) {
            return;
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(jobs, tasks.size()), r -> {
            Thread t = new Thread(r, "collsim-sweep");
            t.setDaemon(true);
            return t;
        });
        AtomicReference<Throwable> aborted = new AtomicReference<>();
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (Runnable t : tasks) {
                futures.add(pool.submit(() -> {
                    if (aborted.get() == null) {
                        try {
                            t.run();
                        } catch (RuntimeException | Error e) {
                            aborted.compareAndSet(null, e);
                        }
                    }
                }));
            }
            for (Future<?> f : futures) {
                f.get();
            }
            if (aborted.get() != null) {
                throw rethrow(aborted.get());
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

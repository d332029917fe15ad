package org.collsim.bench;

import java.lang.management.ManagementFactory;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.run.Job;
import org.collsim.mpi.run.Workload;

/**
 * A workload that notes when the job's set-up ends: MPI_Init's communicators and the workload's
 * {@code start} (every rank's schedule built and its first operations issued) are done, the
 * simulation has not begun. With {@code measureHeap} it then collects garbage and reads the heap
 * in use and the pending events: the bytes that ranks and their first operations hold (the
 * collection is not part of either time, but it is one more GC in the counts).
 */
final class SetUpClock<R> implements Workload<R> {
    private final Workload<R> inner;
    private final boolean measureHeap;
    /** Classes to list after set-up (the largest holders of live heap), 0 for none. */
    private final int classes;
    private String classesAfterSetUp = "";
    private long setUpDoneNanos;
    private long simulationStartNanos;
    private long heapAfterSetUpBytes = -1;
    private int pendingEvents;

    SetUpClock(Workload<R> inner, boolean measureHeap, int classes) {
        this.inner = inner;
        this.measureHeap = measureHeap;
        this.classes = classes;
    }

    @Override
    public CollectiveAlgorithm defaultFor(Collective c, AlgorithmRegistry registry) {
        return inner.defaultFor(c, registry);
    }

    @Override
    public void start(Job job) {
        inner.start(job);
        setUpDoneNanos = System.nanoTime();
        if (measureHeap) {
            System.gc();
            heapAfterSetUpBytes = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
            pendingEvents = job.simulation().pendingEvents();
            if (classes > 0) {
                classesAfterSetUp = ClassHistogram.describe(classes, job.spec().ranks());
            }
        }
        simulationStartNanos = System.nanoTime();
    }

    @Override
    public R finish(Job job) {
        return inner.finish(job);
    }

    /** When set-up ended, on {@link System#nanoTime()}'s clock. */
    long setUpDoneNanos() {
        return setUpDoneNanos;
    }

    /** When the simulation began: the end of set-up, or of the heap's measurement after it. */
    long simulationStartNanos() {
        return simulationStartNanos;
    }

    /** The heap in use after set-up and a full collection, or -1 when not measured. */
    long heapAfterSetUpBytes() {
        return heapAfterSetUpBytes;
    }

    /** The largest classes after set-up, one comment line each ("" unless asked for). */
    String classesAfterSetUp() {
        return classesAfterSetUp;
    }

    int pendingEvents() {
        return pendingEvents;
    }
}

package org.collsim.bench;

import java.util.concurrent.TimeUnit;
import org.collsim.engine.Event;
import org.collsim.engine.EventQueue;
import org.collsim.engine.QuaternaryHeapEventQueue;
import org.collsim.engine.Simulation;
import org.collsim.engine.TimeBucketEventQueue;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The classic hold model (Vaucher &amp; Duval 1975; Jones 1986): with {@code pending} events in
 * the queue, repeatedly remove the earliest and insert one at its time plus a random increment,
 * so the size stays constant. One operation is one hold (one poll plus one add), so ops/s is
 * events/s. {@link #queueHold} drives {@link QuaternaryHeapEventQueue} directly;
 * {@link #simulationHold} goes through {@link Simulation#run()}, adding the run loop's
 * bookkeeping and one {@link Event#fire} call per event.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class EventQueueBenchmark {
    /** Holds per benchmark invocation: amortizes JMH's per-call overhead. */
    static final int HOLDS_PER_CALL = 1024;
    private static final long SEED = 20250401L;

    @Param({"1000", "1000000"})
    public int pending;

    /** quaternary: the engine's queue; timebucket: the prototype in {@code proto}. */
    @Param({"quaternary", "timebucket"})
    public String queueKind;

    private EventQueue queue;
    private HoldIncrements increments;
    private Event token;

    private Simulation sim;
    private Budget budget;

    @Setup(Level.Trial)
    public void fill() {
        increments = new HoldIncrements(SEED);
        token = nowPs -> { };
        queue = newQueue();
        for (int i = 0; i < pending; i++) {
            queue.add(increments.nextPs(), token);
        }
        sim = new Simulation(SEED, newQueue());
        budget = new Budget();
        for (int i = 0; i < pending; i++) {
            sim.schedule(increments.nextPs(), new SelfRescheduling(sim, increments, budget));
        }
    }

    private EventQueue newQueue() {
        return switch (queueKind) {
            case "quaternary" -> new QuaternaryHeapEventQueue();
            case "timebucket" -> new TimeBucketEventQueue();
            default -> throw new IllegalArgumentException("unknown queue " + queueKind);
        };
    }

    @Benchmark
    @OperationsPerInvocation(HOLDS_PER_CALL)
    public long queueHold() {
        EventQueue q = queue;
        long t = 0;
        for (int i = 0; i < HOLDS_PER_CALL; i++) {
            t = q.peekTimePs();
            Event e = q.poll();
            q.add(t + increments.nextPs(), e);
        }
        return t;
    }

    @Benchmark
    @OperationsPerInvocation(HOLDS_PER_CALL)
    public long simulationHold() {
        budget.remaining = HOLDS_PER_CALL;
        return sim.run();
    }

    /** Events left to fire in the current invocation. */
    static final class Budget {
        int remaining;
    }

    /** An event that puts itself back in the queue, and stops the run when the budget is spent. */
    static final class SelfRescheduling implements Event {
        private final Simulation sim;
        private final HoldIncrements increments;
        private final Budget budget;

        SelfRescheduling(Simulation sim, HoldIncrements increments, Budget budget) {
            this.sim = sim;
            this.increments = increments;
            this.budget = budget;
        }

        @Override
        public void fire(long nowPs) {
            sim.schedule(nowPs + increments.nextPs(), this);
            if (--budget.remaining == 0) {
                sim.stop();
            }
        }
    }
}

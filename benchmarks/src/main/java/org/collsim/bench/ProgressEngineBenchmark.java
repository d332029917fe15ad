package org.collsim.bench;

import java.util.concurrent.TimeUnit;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.run.CollectiveRun;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * One whole collective call, timing only ({@code carryData = false}), on a fresh
 * {@link ReferenceMachine} through {@link CollectiveRun#run}: schedule building for every rank,
 * the progress engine and the event loop. The primary score is calls/s; the secondary
 * {@code events} and {@code messages} scores are simulated events/s and messages/s.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class ProgressEngineBenchmark {
    private static final long SEED = 1L;

    /** collective/algorithm:bytes. */
    @Param({"barrier/dissemination:0", "bcast/binomial:8"})
    public String call;

    @Param({"4096"})
    public int ranks;

    private CollectiveAlgorithm algorithm;
    private CollArgs args;

    /** Per-iteration totals, reported by JMH as rates. */
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    @State(Scope.Thread)
    public static class Counters {
        public long events;
        public long messages;

        @Setup(Level.Iteration)
        public void clear() {
            events = 0;
            messages = 0;
        }
    }

    @Setup(Level.Trial)
    public void resolve() {
        Workload w = Workload.fromParam(call);
        algorithm = w.require();
        args = w.args(ranks);
    }

    @Benchmark
    public long collective(Counters counters) {
        CollectiveRun.Result r = CollectiveRun.run(ReferenceMachine.network(ranks), algorithm, args, false, SEED);
        counters.events += r.events();
        counters.messages += r.messages();
        return r.timePs();
    }
}

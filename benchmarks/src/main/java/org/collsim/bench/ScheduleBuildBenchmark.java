package org.collsim.bench;

import java.util.concurrent.TimeUnit;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.sched.ScheduleBuilder;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Building the timing-only schedules of every rank of one call, as {@link
 * org.collsim.mpi.run.CollectiveRun} does before simulating: by default the 2^16-rank
 * dissemination barrier (16 rounds of one send and one receive: 32 packed operations per rank). Score:
 * milliseconds for all ranks.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ScheduleBuildBenchmark {
    @Param({"barrier/dissemination:0"})
    public String call;

    @Param({"65536"})
    public int ranks;

    private CollectiveAlgorithm algorithm;
    private CollArgs args;

    @Setup
    public void resolve() {
        Workload w = Workload.fromParam(call);
        algorithm = w.require();
        args = w.args(ranks);
    }

    @Benchmark
    public void allRanks(Blackhole bh) {
        for (int r = 0; r < ranks; r++) {
            ScheduleBuilder b = new ScheduleBuilder(false);
            algorithm.build(args, r, b);
            bh.consume(b.build());
        }
    }
}

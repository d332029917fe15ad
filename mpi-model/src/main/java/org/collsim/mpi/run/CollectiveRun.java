package org.collsim.mpi.run;

import java.util.ArrayList;
import java.util.List;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.comm.CollEntry;
import org.collsim.mpi.comm.Ran;
import org.collsim.mpi.comm.TableStats;
import org.collsim.mpi.progress.ExecutionCall;
import org.collsim.mpi.progress.ProgressEngine;
import org.collsim.mpi.progress.QueueStats;
import org.collsim.mpi.progress.ScheduleExecution;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.Schedule;
import org.collsim.mpi.sched.ScheduleBuilder;
import org.collsim.mpi.sched.SharedSchedules;

/**
 * The benchmark workload: one collective call on the world communicator, every rank starting at
 * time 0 (a synchronized start); the call's time is when the last rank completes. With
 * {@code carryData} every rank carries real buffers and the outputs are returned for checking.
 */
public final class CollectiveRun implements Workload<CollectiveRun.Outcome> {
    /** Collective calls use this context id and tag (one call per run). */
    private static final int CONTEXT = 0;
    private static final int TAG = 0;

    private final CollectiveAlgorithm algorithm;
    private final CollArgs args;
    private final boolean carryData;
    private final String label;
    private ScheduleExecution[] executions;
    private long[][] outputs;
    private List<Ran> ran;

    /**
     * The call dispatched through the world's table; {@code algorithm} is the default
     * implementation of its collective, the registry's defaults serve the others layers call.
     */
    public CollectiveRun(CollectiveAlgorithm algorithm, CollArgs args, boolean carryData, List<String> layerNames) {
        AlgorithmRegistry.violation(algorithm, args).ifPresent(msg -> {
            throw new IllegalArgumentException(msg);
        });
        this.algorithm = algorithm;
        this.args = args;
        this.carryData = carryData;
        this.label = algorithm.collective().id() + "/" + algorithm.name()
                + (layerNames.isEmpty() ? "" : " under " + layerNames);
    }

    /** Per-rank completion times, the call's time (the last rank's) and, with data, every rank's output. */
    public record Outcome(long timePs, long[] rankDonePs, long[][] outputs, List<Ran> ran) {
    }

    /**
     * The outcome of one call. {@code outputs} is null unless data was carried; {@code tables}
     * are the override mechanism's counters, after every communicator was freed; {@code ran}
     * is what served the call (see {@link Ran}).
     */
    public record Result(long timePs, long[] rankDonePs, long events, long messages, long bytesSent, long[][] outputs,
                         List<String> layers, TableStats tables, QueueStats queues, List<Ran> ran) {
        static Result of(Job.Result<Outcome> r) {
            Outcome o = r.outcome();
            return new Result(o.timePs(), o.rankDonePs(), r.events(), r.messages(), r.bytesSent(), o.outputs(),
                    r.layers(), r.tables(), r.queues(), o.ran());
        }
    }

    public static Result run(Network network, CollectiveAlgorithm algorithm, CollArgs args, boolean carryData, long seed) {
        return run(network, algorithm, args, carryData, seed, RunOptions.defaults());
    }

    /** One call on the built-in registry's defaults. */
    public static Result run(Network network, CollectiveAlgorithm algorithm, CollArgs args, boolean carryData, long seed,
                             RunOptions options) {
        return run(new JobSpec(network, options, AlgorithmRegistry.builtIn(), seed), algorithm, args, carryData);
    }

    /** One call as a job on {@code spec}. */
    public static Result run(JobSpec spec, CollectiveAlgorithm algorithm, CollArgs args, boolean carryData) {
        if (spec.ranks() != args.ranks()) {
            throw new IllegalArgumentException("network has " + spec.ranks() + " ranks, call has " + args.ranks());
        }
        return Result.of(Job.run(spec, new CollectiveRun(algorithm, args, carryData, spec.options().layerNames())));
    }

    @Override
    public CollectiveAlgorithm defaultFor(Collective c, AlgorithmRegistry registry) {
        return c == algorithm.collective() ? algorithm : Workload.super.defaultFor(c, registry);
    }

    @Override
    public void start(Job job) {
        int p = args.ranks();
        executions = new ScheduleExecution[p];
        outputs = carryData ? new long[p][] : null;
        ExecutionCall call = new ExecutionCall(job.engine(), null, CONTEXT, TAG, args.elementBytes(), null, label);
        ran = dispatchEveryRank(job, algorithm, args, new ScheduleBuilder(carryData), (schedule, r) ->
                executions[r] = ScheduleExecution.of(call, schedule, r, carryData ? buffers(r) : null));
        for (ScheduleExecution e : executions) {
            e.start();
        }
    }

    /**
     * Builds every rank's schedule of the call through the world's table (layers choose here),
     * hands each to {@code built} and returns what served the call.
     */
    static List<Ran> dispatchEveryRank(Job job, CollectiveAlgorithm algorithm, CollArgs args, ScheduleBuilder builder,
                                       java.util.function.ObjIntConsumer<Schedule> built) {
        CollEntry entry = CollEntry.blocking(algorithm.collective());
        job.comms().recordRan();
        SharedSchedules shared = new SharedSchedules();
        for (int r = 0; r < args.ranks(); r++) {
            builder.reset();
            job.comms().dispatch(job.world(), entry, r, args, builder);
            built.accept(builder.build(r, args.ranks(), shared), r);
        }
        return job.comms().ran();
    }

    private long[][] buffers(int r) {
        Collective c = algorithm.collective();
        long[][] buffers = new long[2][];
        buffers[Buffers.IN] = CollectiveData.input(c, args, r);
        buffers[Buffers.OUT] = CollectiveData.initialOutput(c, args, r);
        outputs[r] = buffers[Buffers.OUT];
        return buffers;
    }

    @Override
    public Outcome finish(Job job) {
        long[] done = new long[executions.length];
        long time = 0;
        List<String> blocked = new ArrayList<>();
        for (int r = 0; r < executions.length; r++) {
            if (!executions[r].isDone()) {
                blocked.add("rank " + r + ": in " + label + ", waits for " + describe(job.engine(), executions[r]));
                continue;
            }
            done[r] = executions[r].donePs();
            time = Math.max(time, done[r]);
        }
        if (!blocked.isEmpty()) {
            throw new DeadlockException(job.simulation().nowPs(), blocked);
        }
        return new Outcome(time, done, outputs, ran);
    }

    private static String describe(ProgressEngine engine, ScheduleExecution e) {
        List<String> pending = engine.pendingOf(e.rank());
        return (pending.isEmpty() ? "" : String.join(", ", pending) + "; ") + e.waitingFor();
    }
}

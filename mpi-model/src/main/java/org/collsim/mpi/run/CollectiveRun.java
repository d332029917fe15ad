package org.collsim.mpi.run;

import java.util.ArrayList;
import java.util.List;
import org.collsim.engine.Simulation;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.comm.CollEntry;
import org.collsim.mpi.comm.CollopsException;
import org.collsim.mpi.comm.CommWorld;
import org.collsim.mpi.comm.Communicator;
import org.collsim.mpi.comm.TableStats;
import org.collsim.mpi.layer.HardwareProvider;
import org.collsim.mpi.layer.Layer;
import org.collsim.mpi.progress.ProgressEngine;
import org.collsim.mpi.progress.QueueStats;
import org.collsim.mpi.progress.ScheduleExecution;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.Schedule;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * One collective call on a fresh machine: every rank starts at time 0 (a synchronized start),
 * the call's time is when the last rank completes. With {@code carryData} every rank carries
 * real buffers and the outputs are returned for checking.
 */
public final class CollectiveRun {
    /** Collective calls use this context id and tag (one call per run). */
    private static final int CONTEXT = 0;
    private static final int TAG = 0;

    private CollectiveRun() {
    }

    /**
     * The outcome of one call. {@code outputs} is null unless data was carried; {@code tables}
     * are the override mechanism's counters, after every communicator was freed.
     */
    public record Result(long timePs, long[] rankDonePs, long events, long messages, long bytesSent, long[][] outputs,
                         List<String> layers, TableStats tables, QueueStats queues) {
    }

    public static Result run(Network network, CollectiveAlgorithm algorithm, CollArgs args, boolean carryData, long seed) {
        return run(network, algorithm, args, carryData, seed, RunOptions.defaults());
    }

    /**
     * Runs the call on the world communicator, dispatched through its collective table as the
     * layers of {@code options} set it up; {@code algorithm} is the default implementation of
     * its collective, registry defaults serve the other collectives layers may call.
     */
    public static Result run(Network network, CollectiveAlgorithm algorithm, CollArgs args, boolean carryData, long seed,
                             RunOptions options) {
        if (network.ranks() != args.ranks()) {
            throw new IllegalArgumentException("network has " + network.ranks() + " ranks, call has " + args.ranks());
        }
        AlgorithmRegistry.violation(algorithm, args).ifPresent(msg -> {
            throw new IllegalArgumentException(msg);
        });
        AlgorithmRegistry registry = AlgorithmRegistry.builtIn();
        CommWorld comms = new CommWorld(args.ranks(), options.hookOrder(), options.dispatchRule(),
                c -> c == algorithm.collective() ? algorithm : registry.defaultFor(c).orElse(null));
        comms.setNodeOfWorldRank(network::nodeOf);
        for (Layer layer : options.layers()) {
            layer.attach(comms);
        }
        Communicator world = comms.world();
        Communicator[] selves = comms.selfOfEveryRank();
        CollEntry entry = CollEntry.blocking(algorithm.collective());
        Simulation sim = new Simulation(seed);
        ProgressEngine engine = new ProgressEngine(sim, network, options.device());
        for (Layer layer : options.layers()) {
            if (layer instanceof HardwareProvider hw) {
                engine.enableHardwareCollectives(hw.hardwareCosts(), comms::sizeOf);
            }
        }
        int p = args.ranks();
        ScheduleExecution[] executions = new ScheduleExecution[p];
        long[][] outputs = carryData ? new long[p][] : null;
        String label = algorithm.collective().id() + "/" + algorithm.name()
                + (options.layers().isEmpty() ? "" : " under " + options.layerNames());
        ScheduleBuilder builder = new ScheduleBuilder(carryData);
        for (int r = 0; r < p; r++) {
            builder.reset();
            comms.dispatch(world, entry, r, args, builder);
            Schedule schedule = builder.build();
            long[][] buffers = null;
            if (carryData) {
                buffers = new long[2][];
                buffers[Buffers.IN] = CollectiveData.input(algorithm.collective(), p, args.count(), r, args.root());
                buffers[Buffers.OUT] = CollectiveData.initialOutput(algorithm.collective(), p, args.count(), r, args.root());
                outputs[r] = buffers[Buffers.OUT];
            }
            executions[r] = new ScheduleExecution(engine, schedule, null, r, CONTEXT, TAG, args.elementBytes(),
                    buffers, null, label);
        }
        for (ScheduleExecution e : executions) {
            e.start();
        }
        sim.run();
        for (Communicator self : selves) {
            comms.free(self);
        }
        comms.free(world);
        checkNoLeaks(comms);
        long[] done = new long[p];
        long time = 0;
        List<String> blocked = new ArrayList<>();
        for (int r = 0; r < p; r++) {
            if (!executions[r].isDone()) {
                blocked.add("rank " + r + ": in " + label + ", waits for " + describe(engine, executions[r]));
                continue;
            }
            done[r] = executions[r].donePs();
            time = Math.max(time, done[r]);
        }
        if (!blocked.isEmpty()) {
            throw new DeadlockException(sim.nowPs(), blocked);
        }
        return new Result(time, done, sim.eventsFired(), engine.messages(), engine.bytesSent(), outputs,
                options.layerNames(), comms.stats(), engine.queueStats());
    }

    private static void checkNoLeaks(CommWorld comms) {
        if (comms.aliveCommunicators() > 0 || comms.stats().aliveTables() > 0) {
            throw new CollopsException("leak: " + comms.aliveCommunicators() + " communicator(s) "
                    + comms.aliveList() + " and " + comms.stats().aliveTables() + " table(s) alive after every user communicator was freed");
        }
    }

    /** Rough bytes of live state per rank beyond its schedule: execution, queues, requests in flight. */
    private static final long STATE_BYTES_PER_RANK = 400;
    /** Heap bytes one packed schedule operation takes (timing-only runs). */
    private static final long BYTES_PER_OP = 8;

    /**
     * An estimate of the heap a timing-only run of {@code args} needs, from the schedules of
     * ranks 0 and p-1 (the extremes of most algorithms), so that a run too large for the
     * machine is refused before it starts.
     */
    public static long estimateHeapBytes(CollectiveAlgorithm algorithm, CollArgs args) {
        long ops = 0;
        for (int r : new int[] {0, args.ranks() - 1}) {
            ScheduleBuilder b = new ScheduleBuilder(false);
            algorithm.build(args, r, b);
            ops = Math.max(ops, b.build().size());
        }
        try {
            return Math.multiplyExact(args.ranks(), Math.addExact(STATE_BYTES_PER_RANK, Math.multiplyExact(ops, BYTES_PER_OP)));
        } catch (ArithmeticException overflow) {
            return Long.MAX_VALUE;
        }
    }

    private static String describe(ProgressEngine engine, ScheduleExecution e) {
        List<String> pending = engine.pendingOf(e.rank());
        return (pending.isEmpty() ? "" : String.join(", ", pending) + "; ") + e.waitingFor();
    }
}

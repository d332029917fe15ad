package org.collsim.bench.proto;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.Locale;
import java.util.function.Supplier;
import org.collsim.bench.ReferenceMachine;
import org.collsim.engine.EventQueue;
import org.collsim.engine.QuaternaryHeapEventQueue;
import org.collsim.engine.Simulation;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.progress.ProgressEngine;
import org.collsim.mpi.progress.ScheduleExecution;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Runs the timing-only dissemination barrier as {@link CollectiveRun#run} does, but on a chosen
 * event queue, timing schedule building and simulation separately; checks that every rank's
 * completion time and the event count equal those of {@link CollectiveRun} (same total order, same result).
 * <pre>java -Xmx2g -XX:+UseParallelGC -cp benchmarks.jar org.collsim.bench.proto.QueueComparison [ranks] [quaternary|timebucket]...</pre>
 */
public final class QueueComparison {
    private QueueComparison() {
    }

    public static void main(String[] argv) {
        int ranks = argv.length > 0 ? Integer.parseInt(argv[0]) : 1 << 20;
        CollectiveAlgorithm barrier = AlgorithmRegistry.builtIn().find(Collective.BARRIER, "dissemination").orElseThrow();
        CollArgs args = CollArgs.of(ranks, 0);
        CollectiveRun.Result reference = CollectiveRun.run(ReferenceMachine.network(ranks), barrier, args, false, 1L);
        for (int k = 1; k < Math.max(2, argv.length); k++) {
            String name = argv.length > k ? argv[k] : "timebucket";
            Supplier<EventQueue> queue = switch (name) {
                case "quaternary" -> QuaternaryHeapEventQueue::new;
                case "timebucket" -> TimeBucketEventQueue::new;
                default -> throw new IllegalArgumentException("unknown queue " + name);
            };
            run(name, queue.get(), barrier, args, reference);
        }
    }

    private static long gcMillis() {
        long ms = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            ms += Math.max(0, gc.getCollectionTime());
        }
        return ms;
    }

    private static void run(String name, EventQueue queue, CollectiveAlgorithm algorithm, CollArgs args,
                            CollectiveRun.Result reference) {
        System.gc();
        long gcMillis = gcMillis();
        int p = args.ranks();
        long t0 = System.nanoTime();
        Simulation sim = new Simulation(1L, queue);
        ProgressEngine engine = new ProgressEngine(sim, ReferenceMachine.network(p));
        ScheduleExecution[] executions = new ScheduleExecution[p];
        for (int r = 0; r < p; r++) {
            ScheduleBuilder b = new ScheduleBuilder(false);
            algorithm.build(args, r, b);
            executions[r] = new ScheduleExecution(engine, b.build(), null, r, 0, 0, args.elementBytes(), null, null, "x");
        }
        long t1 = System.nanoTime();
        for (ScheduleExecution e : executions) {
            e.start();
        }
        sim.run();
        long t2 = System.nanoTime();
        long time = 0;
        boolean same = sim.eventsFired() == reference.events();
        for (ScheduleExecution e : executions) {
            time = Math.max(time, e.donePs());
            same &= e.donePs() == reference.rankDonePs()[e.rank()];
        }
        double simS = (t2 - t1) / 1e9;
        System.out.printf(Locale.ROOT, "%-11s ranks %d: build %.2f s, simulate %.2f s, %d events, %.2f Mevents/s in the loop,"
                        + " %.2f Mevents/s end to end, GC %.2f s, sim time %d ps, equal to CollectiveRun: %s%n",
                name, p, (t1 - t0) / 1e9, simS, sim.eventsFired(), sim.eventsFired() / simS / 1e6,
                sim.eventsFired() / ((t2 - t0) / 1e9) / 1e6, (gcMillis() - gcMillis) / 1e3, time, same);
    }
}

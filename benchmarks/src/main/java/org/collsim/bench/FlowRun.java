package org.collsim.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.topo.FatTreeTopology;
import org.collsim.topo.Placement;
import org.collsim.topo.flow.FlowCounters;
import org.collsim.topo.flow.FlowModel;
import org.collsim.topo.flow.FlowParameters;

/**
 * The flow-model scale run of issue 11: the pairwise alltoall of 1 KiB blocks under {@code flow} on
 * a 3-level fat tree, one rank per node, block placement, the smallest even k whose 2(k/2)^3 nodes
 * hold the ranks. Machine: alpha = 1us, 10 GB/s links (100 ps/B), 20 GB/s injection (50 ps/B),
 * per_hop = 50ns, gamma = 0. Prints simulated time, wall time, the run's CPU time (its thread's: less
 * sensitive than wall time to other processes on the machine, though they still share its caches),
 * peak heap, flow events (begins and ends), flow events per second of wall time, CPU microseconds per
 * flow event, flows whose max-min rate was recomputed per flow event, flow
 * events per settle (thousands when the ranks move in lockstep, about 1 when they drift apart), and
 * the run's events, settles and stale wake-ups (wake-up events that found nothing to do), in millions.
 * <pre>java -Xmx2g -cp benchmarks.jar org.collsim.bench.FlowRun [ranks ...]   (default 256 1024 4096)</pre>
 */
public final class FlowRun {
    private static final long SEED = 1L;
    private static final long BLOCK_BYTES = 1024;
    private static final int LEVELS = 3;
    private static final long PER_HOP_PS = 50_000;
    private static final FlowParameters MACHINE = new FlowParameters(1_000_000, 100, 50, 0);
    private static final double MIB = 1024.0 * 1024.0;

    private FlowRun() {
    }

    public static void main(String[] argv) {
        int[] ranks = argv.length == 0 ? new int[] {256, 1024, 4096} : new int[argv.length];
        try {
            for (int i = 0; i < argv.length; i++) {
                ranks[i] = Integer.parseInt(argv[i]);
                if (ranks[i] < 2) {
                    throw new NumberFormatException();
                }
            }
        } catch (NumberFormatException e) {
            System.err.println("FlowRun: rank counts are integers of at least 2; usage: FlowRun [ranks ...]");
            System.exit(2);
        }
        System.out.printf(Locale.ROOT, "# flow alpha=1us link=100ps/B injection=50ps/B per_hop=50ns; alltoall/pairwise 1 KiB;"
                + " 3-level fat tree, 1 rank/node, block%n");
        System.out.printf(Locale.ROOT, "%6s %4s %12s %8s %8s %9s %11s %10s %10s %11s %10s %8s %8s %8s%n", "ranks", "k", "sim_us",
                "wall_s", "cpu_s", "peak_MiB", "flow_events", "Mevents/s", "cpu_us/evt", "recomp/evt", "evt/settle", "events_M",
                "settle_M", "stale_M");
        HeapMeter heap = new HeapMeter();
        for (int p : ranks) {
            measure(p, heap);
        }
    }

    /** The smallest even k with 2(k/2)^3 >= ranks. */
    private static int portsFor(int ranks) {
        int k = 2;
        while (2L * (k / 2) * (k / 2) * (k / 2) < ranks) {
            k += 2;
        }
        return k;
    }

    private static void measure(int ranks, HeapMeter heap) {
        int k = portsFor(ranks);
        FatTreeTopology tree = new FatTreeTopology(k, LEVELS);
        int[] nodeOfRank = Placement.BLOCK.place(ranks, 1, tree.nodeCount(), null);
        FlowModel model = new FlowModel(MACHINE, tree, nodeOfRank, PER_HOP_PS);
        Workload w = new Workload(Collective.ALLTOALL, "pairwise", BLOCK_BYTES);
        heap.reset();
        ThreadMXBean thread = ManagementFactory.getThreadMXBean();
        long start = System.nanoTime();
        long cpuStart = thread.getCurrentThreadCpuTime();
        CollectiveRun.Result r = CollectiveRun.run(new Network(ranks, model), w.require(), w.args(ranks), false, SEED);
        double cpuS = (thread.getCurrentThreadCpuTime() - cpuStart) / 1e9;
        double wallS = (System.nanoTime() - start) / 1e9;
        FlowCounters c = model.counters();
        System.out.printf(Locale.ROOT, "%6d %4d %12.3f %8.2f %8.2f %9.0f %11d %10.3f %10.2f %11.1f %10.1f %8.2f %8.2f %8.2f%n",
                ranks, k, r.timePs() / 1e6, wallS, cpuS, heap.peakUsedBytes() / MIB, c.flowEvents(), c.flowEvents() / wallS / 1e6,
                c.flowEvents() == 0 ? 0.0 : cpuS * 1e6 / c.flowEvents(),
                c.flowEvents() == 0 ? 0.0 : (double) c.recomputedFlows() / c.flowEvents(),
                c.settles() == 0 ? 0.0 : (double) c.flowEvents() / c.settles(), r.events() / 1e6, c.settles() / 1e6,
                c.staleWakeUps() / 1e6);
    }
}

package org.collsim.mpi.coll;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.collsim.engine.net.Network;
import org.collsim.mpi.progress.DeviceModel;
import org.collsim.mpi.progress.DeviceModel.NicKind;
import org.collsim.mpi.progress.DeviceModel.QueueKind;
import org.collsim.mpi.run.CollectiveData;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.run.RunOptions;
import org.collsim.topo.FatTreeTopology;
import org.collsim.topo.Placement;
import org.collsim.topo.Topology;
import org.collsim.topo.TorusTopology;
import org.collsim.topo.flow.FlowModel;
import org.collsim.topo.flow.FlowParameters;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every registered algorithm still moves the right data on the flow model, whose arrival order
 * differs from the eager models' (messages overtake each other when their routes differ): on a 4x4
 * torus with one rank per node (also through the device protocols, rendezvous included) and on a leaf-spine with two ranks per node (random placement), and
 * the same run twice gives the same time and event count.
 */
class FlowModelCorrectnessTest {
    private static final int[] RANKS = {1, 2, 3, 7, 8, 16};
    private static final long[] COUNTS = {1, 7, 100};
    /** Host-driven NIC: eager-short up to 8 B, eager up to 64 B, RTS/CTS/DATA rendezvous above (as AlgorithmsOnDevicesTest). */
    private static final DeviceModel DEVICE = new DeviceModel(NicKind.HOST_DRIVEN, 8, 64, 100_000, 200_000, 0, 20_000, 200,
            QueueKind.SEPARATE, 50_000, 0, 4096, 1_000_000, 1 << 20, 0, 0);
    private static final FlowParameters PARAMS = new FlowParameters(1_000_000, 100, 50, 500);

    static Stream<Arguments> matrix() {
        List<Arguments> out = new ArrayList<>();
        for (CollectiveAlgorithm a : AlgorithmRegistry.builtIn().all()) {
            for (int p : RANKS) {
                for (long n : COUNTS) {
                    CollArgs args = new CollArgs(p, n, 1, a.collective().rooted() && p > 2 ? p / 2 : 0);
                    if (AlgorithmRegistry.violation(a, args).isEmpty()) {
                        out.add(Arguments.of(a.collective().id() + "/" + a.name(), a, args));
                    }
                }
            }
        }
        return out.stream();
    }

    private static Network torus(int ranks) {
        Topology t = new TorusTopology(4, 4);
        int[] nodes = Placement.BLOCK.place(ranks, 1, t.nodeCount(), null);
        return new Network(ranks, new FlowModel(PARAMS, t, nodes, 50_000), null, 1, nodes);
    }

    private static Network leafSpine(int ranks, long seed) {
        Topology t = new FatTreeTopology(4, 2);
        int[] nodes = Placement.RANDOM.place(ranks, 2, t.nodeCount(), new org.collsim.engine.RandomStreams(seed));
        return new Network(ranks, new FlowModel(PARAMS, t, nodes, 100_000), null, 2, nodes);
    }

    @ParameterizedTest(name = "{0} p={2}")
    @MethodSource("matrix")
    void everyRankHoldsTheReferenceResult(String label, CollectiveAlgorithm algorithm, CollArgs args) {
        check(label + " torus", CollectiveRun.run(torus(args.ranks()), algorithm, args, true, 1), algorithm, args);
        check(label + " torus, device", CollectiveRun.run(torus(args.ranks()), algorithm, args, true, 1,
                RunOptions.defaults().withDevice(DEVICE)), algorithm, args);
        CollectiveRun.Result fat = CollectiveRun.run(leafSpine(args.ranks(), 7), algorithm, args, true, 1);
        check(label + " leaf-spine", fat, algorithm, args);
        CollectiveRun.Result again = CollectiveRun.run(leafSpine(args.ranks(), 7), algorithm, args, true, 1);
        assertEquals(fat.timePs(), again.timePs(), label + " deterministic time");
        assertEquals(fat.events(), again.events(), label + " deterministic events");
    }

    private static void check(String label, CollectiveRun.Result result, CollectiveAlgorithm algorithm, CollArgs args) {
        for (int r = 0; r < args.ranks(); r++) {
            long[] expected = CollectiveData.expectedOutput(algorithm.collective(), args.ranks(), args.count(), r, args.root());
            assertArrayEquals(expected, result.outputs()[r], label + " rank " + r + " of " + args.ranks() + ", count " + args.count());
        }
    }
}

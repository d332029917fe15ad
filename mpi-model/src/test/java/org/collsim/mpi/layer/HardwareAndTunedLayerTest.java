package org.collsim.mpi.layer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.layer.hierarchical.HierarchicalLayer;
import org.collsim.mpi.layer.hw.HardwareCollectivesLayer;
import org.collsim.mpi.layer.tuned.TunedLayer;
import org.collsim.mpi.layer.tuned.TunedThresholds;
import org.collsim.mpi.progress.HardwareCosts;
import org.collsim.mpi.run.CollectiveData;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.run.RunOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class HardwareAndTunedLayerTest {
    private static final HockneyModel NET = new HockneyModel(2_000_000, 1_000, 100);
    private static final HardwareCosts HW = new HardwareCosts(4_000_000, 5_000_000, 1_100);
    private static final AlgorithmRegistry REG = AlgorithmRegistry.builtIn();

    private static CollectiveRun.Result run(Collective c, int p, long n, int root, boolean data, Layer... layers) {
        CollectiveAlgorithm a = REG.defaultFor(c).orElseThrow();
        return CollectiveRun.run(new Network(p, NET, new HockneyModel(200_000, 100, 100), 4), a,
                new CollArgs(p, n, 1, root), data, 1, RunOptions.withLayers(List.of(layers)));
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 7, 64, 1000})
    void hardwareBarrierTakesItsLatencyWhateverTheRankCount(int p) {
        assertEquals(4_000_000, run(Collective.BARRIER, p, 0, 0, false, new HardwareCollectivesLayer(HW)).timePs());
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 5, 33})
    void hardwareBcastDeliversTheRootsDataAfterLatencyPlusPerByteTime(int p) {
        int root = p / 2;
        CollectiveRun.Result r = run(Collective.BCAST, p, 100, root, true, new HardwareCollectivesLayer(HW));
        assertEquals(5_000_000 + 100 * 1_100, r.timePs());
        for (int rank = 0; rank < p; rank++) {
            assertArrayEquals(CollectiveData.expectedOutput(Collective.BCAST, p, 100, rank, root), r.outputs()[rank]);
        }
    }

    @Test
    void belowHierarchicalTheHardwareLayerTakesOverBarrierAndServesTheNodeSteps() {
        // the lower layer overrides the upper one's barrier: one hardware barrier on the world
        assertEquals(4_000_000, run(Collective.BARRIER, 32, 0, 0, false,
                new HierarchicalLayer(4), new HardwareCollectivesLayer(HW)).timePs());
        // in the other order the hierarchical barrier runs, each of its steps a hardware collective
        CollectiveRun.Result r = run(Collective.BARRIER, 32, 0, 0, false,
                new HardwareCollectivesLayer(HW), new HierarchicalLayer(4));
        assertEquals(3 * 4_000_000, r.timePs());
    }

    @Test
    void tunedChoosesByMpichCutoffs() {
        TunedLayer tuned = new TunedLayer(TunedThresholds.mpichDefaults(), REG);
        assertEquals("binomial", tuned.choose(Collective.BCAST, new CollArgs(64, 12287, 1, 0)));
        assertEquals("binomial", tuned.choose(Collective.BCAST, new CollArgs(7, 1 << 20, 1, 0)));
        assertEquals("scatter_recursive_doubling_allgather", tuned.choose(Collective.BCAST, new CollArgs(64, 12288, 1, 0)));
        assertEquals("scatter_ring_allgather", tuned.choose(Collective.BCAST, new CollArgs(48, 12288, 1, 0)));
        assertEquals("scatter_ring_allgather", tuned.choose(Collective.BCAST, new CollArgs(64, 524288, 1, 0)));
        assertEquals("recursive_doubling", tuned.choose(Collective.ALLREDUCE, new CollArgs(64, 2048, 1, 0)));
        assertEquals("reduce_scatter_allgather", tuned.choose(Collective.ALLREDUCE, new CollArgs(64, 2049, 1, 0)));
        assertEquals("recursive_doubling", tuned.choose(Collective.ALLGATHER, new CollArgs(64, 100, 1, 0)));
        assertEquals("bruck", tuned.choose(Collective.ALLGATHER, new CollArgs(65, 100, 1, 0)));
        assertEquals("ring", tuned.choose(Collective.ALLGATHER, new CollArgs(65, 2000, 1, 0)));
        assertEquals("pairwise", tuned.choose(Collective.ALLTOALL, new CollArgs(8, 32769, 1, 0)));
        assertEquals("bruck", tuned.choose(Collective.ALLTOALL, new CollArgs(8, 256, 1, 0)));
        // MPICH's medium-size alltoall is the scattered one (MPIR_Alltoall_intra_scattered), which collsim now has
        assertEquals("scattered", tuned.choose(Collective.ALLTOALL, new CollArgs(7, 256, 1, 0)));
        assertEquals("binomial", tuned.choose(Collective.REDUCE, new CollArgs(64, 2048, 1, 0)));
        assertEquals("reduce_scatter_gather", tuned.choose(Collective.REDUCE, new CollArgs(64, 2049, 1, 0)));
        assertEquals("recursive_halving", tuned.choose(Collective.REDUCE_SCATTER, new CollArgs(64, 524287, 1, 0)));
        assertEquals("pairwise", tuned.choose(Collective.REDUCE_SCATTER, new CollArgs(64, 524288, 1, 0)));
        assertEquals("recursive_doubling", tuned.choose(Collective.SCAN, new CollArgs(5, 8, 1, 0)));
        // allgatherv: the total (the sum of the counts) against the allgather cut-offs
        assertEquals("recursive_doubling", tuned.choose(Collective.ALLGATHERV, new CollArgs(64, 524287, 1, 0)));
        assertEquals("ring", tuned.choose(Collective.ALLGATHERV, new CollArgs(64, 524288, 1, 0)));
        assertEquals("bruck", tuned.choose(Collective.ALLGATHERV, new CollArgs(65, 81919, 1, 0)));
        assertEquals("ring", tuned.choose(Collective.ALLGATHERV, new CollArgs(65, 81920, 1, 0)));
        assertEquals("linear", tuned.choose(Collective.GATHERV, new CollArgs(8, 100, 1, 0)));
        assertEquals("scattered", tuned.choose(Collective.ALLTOALLW, new CollArgs(8, 100, 1, 0)));
        assertEquals(false, tuned.overrides().stream().anyMatch(e -> e.collective() == Collective.REDUCE_SCATTER_BLOCK));
    }

    @Test
    void everyChoiceOfTheTunedLayerIsARegisteredAlgorithm() {
        TunedLayer tuned = new TunedLayer(TunedThresholds.mpichDefaults(), REG);
        for (org.collsim.mpi.comm.CollEntry e : tuned.overrides()) {
            for (int p : new int[] {1, 2, 7, 8, 64, 100}) {
                for (long n : new long[] {0, 1, 256, 2049, 100_000, 1 << 20}) {
                    String name = tuned.choose(e.collective(), new CollArgs(p, n, 1, 0));
                    assertTrue(REG.find(e.collective(), name).isPresent(), e.collective().id() + "/" + name);
                }
            }
        }
    }

    @Test
    void cutoffsCanBeOverriddenByName() {
        TunedLayer tuned = new TunedLayer(TunedThresholds.from(java.util.Map.of("allreduce_short_msg_size", "100000")), REG);
        assertEquals("recursive_doubling", tuned.choose(Collective.ALLREDUCE, new CollArgs(64, 99_999, 1, 0)));
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> TunedThresholds.from(java.util.Map.of("allreduce_short", "1")));
        assertTrue(e.getMessage().contains("unknown parameter \"allreduce_short\""), e.getMessage());
    }

    @Test
    void tunedRunsItsChoiceAndTakesThatAlgorithmsTime() {
        TunedLayer tuned = new TunedLayer(TunedThresholds.mpichDefaults(), REG);
        CollArgs small = new CollArgs(64, 1024, 1, 0);
        CollectiveAlgorithm binomial = REG.find(Collective.BCAST, "binomial").orElseThrow();
        long expected = binomial.closedFormPs(small, NET).orElseThrow();
        long viaTuned = CollectiveRun.run(new Network(64, NET), binomial, small, false, 1,
                RunOptions.withLayers(List.of(tuned))).timePs();
        assertEquals(expected, viaTuned);
    }
}

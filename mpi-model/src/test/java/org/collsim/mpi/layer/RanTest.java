package org.collsim.mpi.layer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.comm.Ran;
import org.collsim.mpi.layer.hierarchical.HierarchicalLayer;
import org.collsim.mpi.layer.hw.HardwareCollectivesLayer;
import org.collsim.mpi.layer.tuned.TunedLayer;
import org.collsim.mpi.layer.tuned.TunedThresholds;
import org.collsim.mpi.progress.HardwareCosts;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.run.RunOptions;
import org.junit.jupiter.api.Test;

/** Every run says what served its call: layer, algorithm and, for a layer made of steps, the steps. */
class RanTest {
    private static final HockneyModel NET = new HockneyModel(2_000_000, 1_000, 100);
    private static final AlgorithmRegistry REG = AlgorithmRegistry.builtIn();

    private static List<Ran> ran(Collective c, String algorithm, int p, long n, Layer... layers) {
        CollectiveAlgorithm a = REG.find(c, algorithm).orElseThrow();
        return CollectiveRun.run(new Network(p, NET, new HockneyModel(200_000, 100, 100), 4), a,
                new CollArgs(p, n, 1, 0), false, 1, RunOptions.withLayers(List.of(layers))).ran();
    }

    private static Ran call(String collective, int p, String layer, String algorithm, Ran... steps) {
        return new Ran(collective, p, layer, algorithm, List.of(steps));
    }

    @Test
    void withoutLayersTheAskedAlgorithmRunsFromTheDefaultTable() {
        assertEquals(List.of(call("allreduce", 16, "default", "ring")), ran(Collective.ALLREDUCE, "ring", 16, 1024));
    }

    @Test
    void tunedNamesItsOwnChoiceNotTheAskedOne() {
        // 64 ranks, 1 KiB < MPIR_CVAR_BCAST_SHORT_MSG_SIZE (12288): MPICH takes the binomial tree.
        TunedLayer tuned = new TunedLayer(TunedThresholds.mpichDefaults(), REG);
        assertEquals(List.of(call("bcast", 64, "tuned", "binomial")),
                ran(Collective.BCAST, "scatter_ring_allgather", 64, 1024, tuned));
    }

    @Test
    void hierarchicalListsItsNodeAndLeaderStepsWithWhatServedEach() {
        // 16 ranks in blocks of 4: node reduce (4 ranks), leaders' allreduce (4 nodes), node bcast (4 ranks).
        TunedLayer tuned = new TunedLayer(TunedThresholds.mpichDefaults(), REG);
        String reduce = REG.defaultFor(Collective.REDUCE).orElseThrow().name();
        String bcast = REG.defaultFor(Collective.BCAST).orElseThrow().name();
        assertEquals(List.of(call("allreduce", 16, "hierarchical", "hierarchical",
                        call("reduce", 4, "default", reduce),
                        call("allreduce", 4, "default", "ring"),
                        call("bcast", 4, "default", bcast))),
                ran(Collective.ALLREDUCE, "ring", 16, 64, new HierarchicalLayer(4)));
        // with tuned below (layers are given lowest first), 64 bytes < every short-message cut-off: binomial reduce and bcast, recursive doubling
        assertEquals(List.of(call("allreduce", 16, "hierarchical", "hierarchical",
                        call("reduce", 4, "tuned", "binomial"),
                        call("allreduce", 4, "tuned", "recursive_doubling"),
                        call("bcast", 4, "tuned", "binomial"))),
                ran(Collective.ALLREDUCE, "ring", 16, 64, tuned, new HierarchicalLayer(4)));
    }

    @Test
    void hardwareCollectivesNameTheLayerAndFallThroughOnOneRank() {
        HardwareCollectivesLayer hw = new HardwareCollectivesLayer(new HardwareCosts(4_000_000, 5_000_000, 1_100));
        assertEquals(List.of(call("bcast", 8, "hw-collectives", "hw-collectives")),
                ran(Collective.BCAST, "binomial", 8, 64, hw));
        assertEquals(List.of(call("bcast", 1, "default", "binomial")), ran(Collective.BCAST, "binomial", 1, 64, hw));
    }

    @Test
    void aCallTheHierarchicalLayerCannotSplitFallsThroughToTheTableBelow() {
        // 4 ranks in blocks of 4: one node, nothing to split.
        assertEquals(List.of(call("allreduce", 4, "default", "ring")),
                ran(Collective.ALLREDUCE, "ring", 4, 64, new HierarchicalLayer(4)));
    }

    @Test
    void theAlgorithmIsNamedWithItsParameterValues() {
        // a parameter at its default is left out, as in the request's label; k=4 is not knomial's default (2)
        CollectiveAlgorithm k4 = REG.find(Collective.BCAST, "knomial").orElseThrow()
                .withParameters(java.util.Map.of("k", 4L));
        List<Ran> ran = CollectiveRun.run(new Network(9, NET, new HockneyModel(200_000, 100, 100), 4), k4,
                new CollArgs(9, 64, 1, 0), false, 1, RunOptions.defaults()).ran();
        assertEquals(List.of(call("bcast", 9, "default", "knomial:k=4")), ran);
    }
}

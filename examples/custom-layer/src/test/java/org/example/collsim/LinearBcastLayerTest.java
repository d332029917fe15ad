package org.example.collsim;

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
import org.collsim.mpi.comm.Ran;
import org.collsim.mpi.layer.LayerContext;
import org.collsim.mpi.layer.Layers;
import org.collsim.mpi.run.CollectiveData;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.run.RunOptions;
import org.junit.jupiter.api.Test;

/** collsim finds this jar's layer through ServiceLoader and runs it like a built-in one. */
class LinearBcastLayerTest {
    private static final HockneyModel NET = new HockneyModel(2_000_000, 1_000, 0);

    @Test
    void isDiscoveredBesideTheBuiltInLayers() {
        List<String> names = Layers.discover().names();
        assertTrue(names.containsAll(List.of("linear-bcast", "hierarchical", "hw-collectives", "tuned")), names.toString());
    }

    @Test
    void broadcastsTheRootsDataInPMinusOneSerialSends() {
        int p = 9;
        long n = 64;
        CollectiveAlgorithm binomial = AlgorithmRegistry.builtIn().find(Collective.BCAST, "binomial").orElseThrow();
        var layer = Layers.discover().find("linear-bcast").orElseThrow().create(LayerContext.flat());
        CollectiveRun.Result r = CollectiveRun.run(new Network(p, NET), binomial, new CollArgs(p, n, 1, 3), true, 1,
                RunOptions.withLayers(List.of(layer)));
        assertEquals((p - 1) * NET.transferPs(n), r.timePs());
        for (int rank = 0; rank < p; rank++) {
            assertArrayEquals(CollectiveData.expectedOutput(Collective.BCAST, p, n, rank, 3), r.outputs()[rank]);
        }
        assertEquals(List.of("linear-bcast"), r.layers());
        // the layer wrote its own schedule: the record names it, not the binomial tree the run asked for
        assertEquals(List.of(new Ran("bcast", p, "linear-bcast", "linear-bcast", List.of())), r.ran());
    }
}

package org.collsim.mpi.layer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.run.CollectiveData;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.run.RunOptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The contract of every layer the class path offers, derived from the registries: under each
 * discovered layer, every registered algorithm (as the default below the layer) moves the
 * sequential reference's data to every rank, and no communicator or table outlives the run.
 * A new layer or algorithm is tested the moment it is registered.
 */
class LayerContractTest {
    private static final HockneyModel INTER = new HockneyModel(2_000_000, 1_000, 100);
    private static final HockneyModel INTRA = new HockneyModel(200_000, 100, 100);
    private static final int RANKS_PER_NODE = 2;

    static Stream<Arguments> layersTimesAlgorithms() {
        List<Arguments> out = new ArrayList<>();
        for (LayerFactory layer : Layers.discover().all()) {
            for (CollectiveAlgorithm a : AlgorithmRegistry.builtIn().all()) {
                for (int p : new int[] {5, 8}) {
                    out.add(Arguments.of(layer.name(), a, p));
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} over {1} p={2}")
    @MethodSource("layersTimesAlgorithms")
    void everyLayerKeepsEveryAlgorithmsDataAndLeaksNothing(String layerName, CollectiveAlgorithm a, int p) {
        Collective c = a.collective();
        long n = c == Collective.BARRIER ? 0 : 8;
        int root = c.rooted() ? p - 1 : 0; // a root that is not a node leader
        CollArgs args = new CollArgs(p, n, 1, root);
        if (AlgorithmRegistry.violation(a, args).isPresent()) {
            return; // the algorithm's own restriction (power of two, ...): not this layer's business
        }
        Layer layer = Layers.discover().find(layerName).orElseThrow().create(new LayerContext(RANKS_PER_NODE, Map.of()));
        Network net = new Network(p, INTER, INTRA, RANKS_PER_NODE);
        CollectiveRun.Result r = CollectiveRun.run(net, a, args, true, 1, RunOptions.withLayers(List.of(layer)));
        for (int rank = 0; rank < p; rank++) {
            assertArrayEquals(CollectiveData.expectedOutput(c, p, n, rank, root), r.outputs()[rank], "rank " + rank);
        }
        assertEquals(0, r.tables().aliveTables(), "tables left alive");
    }
}

package org.collsim.mpi.layer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.IntMath;
import org.collsim.mpi.layer.hierarchical.HierarchicalLayer;
import org.collsim.mpi.run.CollectiveData;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.run.RunOptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class HierarchicalLayerTest {
    private static final HockneyModel INTER = new HockneyModel(5_000_000, 1_000, 100);
    private static final HockneyModel INTRA = new HockneyModel(300_000, 100, 100);

    static Stream<Arguments> matrix() {
        List<Arguments> out = new ArrayList<>();
        for (Collective c : List.of(Collective.BARRIER, Collective.BCAST, Collective.REDUCE, Collective.ALLREDUCE,
                Collective.ALLGATHER, Collective.GATHER)) {
            if (AlgorithmRegistry.builtIn().defaultFor(c).isEmpty()) {
                continue;
            }
            for (int p = 1; p <= 20; p++) {
                for (int rpn : new int[] {1, 2, 3, 4}) {
                    out.add(Arguments.of(c, p, rpn, false));
                    out.add(Arguments.of(c, p, rpn, true));
                }
            }
        }
        return out.stream();
    }

    /** Rank r on node r mod nodes: every node's ranks are strided, and the last nodes may be short. */
    private static int[] roundRobin(int p, int rpn) {
        int nodes = (p + rpn - 1) / rpn;
        int[] placement = new int[p];
        for (int r = 0; r < p; r++) {
            placement[r] = r % nodes;
        }
        return placement;
    }

    @ParameterizedTest(name = "{0} p={1} ranks_per_node={2} round_robin={3}")
    @MethodSource("matrix")
    void movesTheRightDataForAnyRootAndNodeShape(Collective c, int p, int rpn, boolean roundRobin) {
        CollectiveAlgorithm a = AlgorithmRegistry.builtIn().defaultFor(c).orElseThrow();
        long n = c == Collective.BARRIER ? 0 : 5;
        int root = c.rooted() ? (p - 1) : 0; // the last rank is rarely a node leader
        CollArgs args = new CollArgs(p, n, 1, root);
        Network net = roundRobin ? new Network(p, INTER, INTRA, rpn, roundRobin(p, rpn)) : new Network(p, INTER, INTRA, rpn);
        CollectiveRun.Result r = CollectiveRun.run(net, a, args, true, 1,
                RunOptions.withLayers(List.of(new HierarchicalLayer(rpn))));
        for (int rank = 0; rank < p; rank++) {
            assertArrayEquals(CollectiveData.expectedOutput(c, p, n, rank, root), r.outputs()[rank], "rank " + rank);
        }
        assertEquals(0, r.tables().aliveTables());
    }

    @ParameterizedTest(name = "ranks_per_node={0}")
    @org.junit.jupiter.params.provider.ValueSource(ints = {3, 4})
    void bcastTakesTheLeadersStepAtInterNodeCostThenTheNodeStepAtIntraNodeCost(int rpn) {
        int nodes = 8;
        long n = 4096;
        CollectiveAlgorithm binomial = AlgorithmRegistry.builtIn().find(Collective.BCAST, "binomial").orElseThrow();
        CollArgs args = new CollArgs(nodes * rpn, n, 1, 0);
        Network net = new Network(nodes * rpn, INTER, INTRA, rpn);
        CollectiveRun.Result layered = CollectiveRun.run(net, binomial, args, false, 1,
                RunOptions.withLayers(List.of(new HierarchicalLayer(rpn))));
        long expected = IntMath.log2(nodes) * INTER.transferPs(n) + IntMath.log2(rpn) * INTRA.transferPs(n);
        assertEquals(expected, layered.timePs());
        long flat = CollectiveRun.run(new Network(nodes * rpn, INTER, INTRA, rpn), binomial, args, false, 1).timePs();
        if (rpn == 3) { // with 4 ranks per node a flat binomial tree is node-aligned already
            assertTrue(layered.timePs() < flat, "node awareness pays off: " + layered.timePs() + " vs " + flat);
        } else {
            assertEquals(flat, layered.timePs());
        }
        assertEquals(List.of("hierarchical"), layered.layers());
        // one table for all: world's, every rank's self, then the node and leader communicators
        assertEquals(1, layered.tables().allocated());
        assertEquals(nodes * rpn + nodes + 1, layered.tables().reused());
        assertEquals(0, layered.tables().aliveTables());
    }

    @org.junit.jupiter.api.Test
    void followsTheMachinesPlacementNotJustBlocks() {
        int nodes = 4;
        int rpn = 4;
        int p = nodes * rpn;
        int[] roundRobin = new int[p];
        for (int r = 0; r < p; r++) {
            roundRobin[r] = r % nodes;
        }
        long n = 1000;
        CollectiveAlgorithm binomial = AlgorithmRegistry.builtIn().find(Collective.BCAST, "binomial").orElseThrow();
        CollArgs args = new CollArgs(p, n, 1, 0);
        CollectiveRun.Result r = CollectiveRun.run(new Network(p, INTER, INTRA, rpn, roundRobin), binomial, args, true, 1,
                RunOptions.withLayers(List.of(new HierarchicalLayer(rpn))));
        // leaders are ranks 0..3 (one per node), each node's members r, r+4, r+8, r+12 share intra-node links
        assertEquals(IntMath.log2(nodes) * INTER.transferPs(n) + IntMath.log2(rpn) * INTRA.transferPs(n), r.timePs());
        for (int rank = 0; rank < p; rank++) {
            assertArrayEquals(CollectiveData.expectedOutput(Collective.BCAST, p, n, rank, 0), r.outputs()[rank]);
        }
    }

    /**
     * Allgather on 5 nodes of rpn ranks (block placement): binomial node gather of n-element
     * blocks (ceil(lg rpn) alpha + (rpn-1) n beta, intra), ring allgather of rpn*n-element node
     * blocks among the 5 leaders (4 (alpha + rpn n beta), inter), binomial node bcast of the
     * p*n-element vector (ceil(lg rpn) (alpha + p n beta), intra); the copies are free.
     */
    @ParameterizedTest(name = "ranks_per_node={0}")
    @org.junit.jupiter.params.provider.ValueSource(ints = {3, 4})
    void allgatherTakesNodeGatherLeadersAllgatherNodeBcast(int rpn) {
        int nodes = 5;
        int p = nodes * rpn;
        long n = 1000;
        CollectiveAlgorithm ring = AlgorithmRegistry.builtIn().find(Collective.ALLGATHER, "ring").orElseThrow();
        CollectiveRun.Result r = CollectiveRun.run(new Network(p, INTER, INTRA, rpn), ring, new CollArgs(p, n, 1, 0), true, 1,
                RunOptions.withLayers(List.of(new HierarchicalLayer(rpn))));
        long nodeGather = IntMath.log2(rpn) * INTRA.alphaPs() + INTRA.beta().timePs((rpn - 1) * n);
        long leaders = (nodes - 1) * INTER.transferPs(rpn * n);
        long nodeBcast = IntMath.log2(rpn) * INTRA.transferPs(p * n);
        assertEquals(nodeGather + leaders + nodeBcast, r.timePs());
        for (int rank = 0; rank < p; rank++) {
            assertArrayEquals(CollectiveData.expectedOutput(Collective.ALLGATHER, p, n, rank, 0), r.outputs()[rank]);
        }
    }

    /**
     * Gather to the last rank (not a leader) on 5 nodes of rpn ranks (block placement): binomial
     * node gather (ceil(lg rpn) alpha + (rpn-1) n beta, intra), binomial gather of rpn*n-element
     * node blocks to the last leader (ceil(lg 5) alpha + 4 rpn n beta, inter), then that leader
     * sends the p*n-element vector to the root (alpha + p n beta, intra).
     */
    @ParameterizedTest(name = "ranks_per_node={0}")
    @org.junit.jupiter.params.provider.ValueSource(ints = {3, 4})
    void gatherTakesNodeGatherLeadersGatherAndHandOver(int rpn) {
        int nodes = 5;
        int p = nodes * rpn;
        long n = 1000;
        CollectiveAlgorithm binomial = AlgorithmRegistry.builtIn().find(Collective.GATHER, "binomial").orElseThrow();
        CollectiveRun.Result r = CollectiveRun.run(new Network(p, INTER, INTRA, rpn), binomial, new CollArgs(p, n, 1, p - 1),
                true, 1, RunOptions.withLayers(List.of(new HierarchicalLayer(rpn))));
        long nodeGather = IntMath.log2(rpn) * INTRA.alphaPs() + INTRA.beta().timePs((rpn - 1) * n);
        long leaders = IntMath.log2(nodes) * INTER.alphaPs() + INTER.beta().timePs((nodes - 1) * rpn * n);
        long handOver = INTRA.transferPs(p * n);
        assertEquals(nodeGather + leaders + handOver, r.timePs());
        assertArrayEquals(CollectiveData.expectedOutput(Collective.GATHER, p, n, p - 1, p - 1), r.outputs()[p - 1]);
    }

    /** 10 ranks in blocks of 4: nodes of 4, 4 and 2 ranks, so allgather and gather take the flat algorithm. */
    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.EnumSource(value = Collective.class, names = {"ALLGATHER", "GATHER"})
    void allgatherAndGatherFallThroughOnUnevenNodes(Collective c) {
        int p = 10;
        int rpn = 4;
        CollectiveAlgorithm a = AlgorithmRegistry.builtIn().defaultFor(c).orElseThrow();
        CollArgs args = new CollArgs(p, 1000, 1, p - 1);
        long flat = CollectiveRun.run(new Network(p, INTER, INTRA, rpn), a, args, false, 1).timePs();
        CollectiveRun.Result layered = CollectiveRun.run(new Network(p, INTER, INTRA, rpn), a, args, false, 1,
                RunOptions.withLayers(List.of(new HierarchicalLayer(rpn))));
        assertEquals(flat, layered.timePs());
        assertEquals(0, layered.tables().aliveTables());
    }
}

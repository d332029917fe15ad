package org.collsim.mpi.coll;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.topo.CrossbarTopology;
import org.collsim.topo.Placement;
import org.collsim.topo.flow.FlowModel;
import org.collsim.topo.flow.FlowParameters;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * On a crossbar with per_hop = 0 and links as fast as the NICs, a flow that shares no link takes
 * alpha + n x beta: unitsPerByte = lcm(beta, beta) x 720720, each link carries unitsPerByte / beta
 * units per ps, so n bytes take exactly n x beta ps, and the hockney time of one message is the same
 * alpha + n x beta. Algorithms in which every rank sends to one rank and receives from one at a time
 * (ring and recursive doubling allreduce, pairwise alltoall, recursive doubling allgather) share no
 * link, so the whole collective takes the same time under both models, to the picosecond.
 */
class CrossbarFlowTest {
    private static final long ALPHA_PS = 2_000_000;
    private static final long BETA_PS_PER_BYTE = 300;
    private static final long GAMMA_PS_PER_BYTE = 50;

    @ParameterizedTest(name = "{0}/{1} p={2} n={3}")
    @CsvSource({"allreduce, ring, 8, 4096", "allreduce, recursive_doubling, 16, 1000", "alltoall, pairwise, 8, 512",
        "allgather, recursive_doubling, 8, 64", "allreduce, ring, 5, 999"})
    void unsharedFlowsOnACrossbarTakeTheHockneyTime(String collective, String algorithm, int ranks, long count) {
        CollectiveAlgorithm a = AlgorithmRegistry.builtIn().find(Collective.fromId(collective), algorithm).orElseThrow();
        CollArgs args = CollArgs.of(ranks, count);
        CrossbarTopology crossbar = new CrossbarTopology(ranks);
        int[] nodeOfRank = Placement.BLOCK.place(ranks, 1, ranks, null);
        FlowParameters flow = new FlowParameters(ALPHA_PS, BETA_PS_PER_BYTE, BETA_PS_PER_BYTE, GAMMA_PS_PER_BYTE);
        Network onFlow = new Network(ranks, new FlowModel(flow, crossbar, nodeOfRank, 0), null, 1, nodeOfRank);
        Network onHockney = new Network(ranks, new HockneyModel(ALPHA_PS, BETA_PS_PER_BYTE, GAMMA_PS_PER_BYTE));
        long hockneyPs = CollectiveRun.run(onHockney, a, args, false, 1).timePs();
        assertEquals(hockneyPs, CollectiveRun.run(onFlow, a, args, false, 1).timePs());
    }
}

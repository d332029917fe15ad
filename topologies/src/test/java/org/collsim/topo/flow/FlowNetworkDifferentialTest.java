package org.collsim.topo.flow;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.BiFunction;
import org.collsim.engine.Simulation;
import org.collsim.engine.net.DeferredNetworkModel;
import org.collsim.engine.net.Timing;
import org.collsim.topo.DragonflyTopology;
import org.collsim.topo.FatTreeTopology;
import org.collsim.topo.Placement;
import org.collsim.topo.Topology;
import org.collsim.topo.TorusTopology;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The incremental {@link FlowNetwork} against the from-scratch {@link ScratchFlowNetwork} it
 * replaced, on random seeded workloads: random messages (some empty) between random ranks, ready at
 * random times close enough to overlap (for odd seeds, sizes and ready times from a few round values,
 * so that many flows begin and end at one instant and tie on their shares), on a torus, a fat tree and a dragonfly with random link and
 * injection bandwidths (hash routing on the fat tree, with tags 0, 1, 2). Both must deliver every message at the same picosecond and in the same order.
 */
class FlowNetworkDifferentialTest {
    private static final int MESSAGES = 400;

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void incrementalDeliversAsFromScratch(long seed) {
        Random random = new Random(seed);
        Topology topology = switch ((int) (seed % 3)) {
            case 0 -> new TorusTopology(4, 4);
            case 1 -> new FatTreeTopology(4, 3);
            default -> new DragonflyTopology(2, 2, 1);
        };
        int nodes = topology.nodeCount();
        int ranks = 2 * nodes;
        FlowParameters params = new FlowParameters(random.nextInt(2_000_000), 1 + random.nextInt(200),
                1 + random.nextInt(200), 0);
        RoutingPolicy policy = topology instanceof FatTreeTopology ? RoutingPolicy.HASH : RoutingPolicy.MINIMAL; // tags matter
        FlowModel model = new FlowModel(params, topology, policy, Placement.RANDOM.place(ranks, 2, nodes,
                new org.collsim.engine.RandomStreams(seed)), random.nextInt(100_000));
        long[][] messages = seed % 2 == 0 ? workload(random, ranks) : lockstep(random, ranks);
        List<long[]> expected = deliveries(model, messages, ScratchFlowNetwork::new);
        List<long[]> actual = deliveries(model, messages, (sim, m) -> new FlowNetwork(sim, m, new LinkStats(m.linkCount()))); // statistics on: results unchanged
        assertEquals(MESSAGES, expected.size());
        for (int i = 0; i < MESSAGES; i++) {
            assertArrayEquals(expected.get(i), actual.get(i), "delivery " + i + " (seed " + seed + ")");
        }
    }

    /** {src, dst, sizeBytes, readyPs} per message: 1, 4 or 64 KiB, ready at 0, 5us or 10us. */
    private static long[][] lockstep(Random random, int ranks) {
        long[] sizes = {1024, 4096, 65_536};
        long[][] messages = new long[MESSAGES][];
        for (int i = 0; i < MESSAGES; i++) {
            messages[i] = new long[] {random.nextInt(ranks), random.nextInt(ranks), sizes[random.nextInt(3)],
                5_000_000L * random.nextInt(3)};
        }
        return messages;
    }

    /** {src, dst, sizeBytes, readyPs} per message: sizes up to 64 KiB (one in ten empty), ready within 40us. */
    private static long[][] workload(Random random, int ranks) {
        long[][] messages = new long[MESSAGES][];
        for (int i = 0; i < MESSAGES; i++) {
            long size = random.nextInt(10) == 0 ? 0 : 1 + random.nextInt(65_536);
            messages[i] = new long[] {random.nextInt(ranks), random.nextInt(ranks), size, random.nextInt(40_000_000)};
        }
        return messages;
    }

    /** {message index, arrival time} in the order the deliveries fire. */
    private static List<long[]> deliveries(FlowModel model, long[][] messages,
                                           BiFunction<Simulation, FlowModel, DeferredNetworkModel.Transfers> open) {
        Simulation sim = new Simulation(1);
        DeferredNetworkModel.Transfers transfers = open.apply(sim, model);
        List<long[]> out = new ArrayList<>();
        Timing timing = new Timing();
        for (int i = 0; i < messages.length; i++) {
            long index = i;
            long[] m = messages[i];
            transfers.transmit((int) m[0], (int) m[1], i % 3, m[2], m[3], now -> out.add(new long[] {index, now}), timing);
        }
        sim.run();
        return out;
    }
}

package org.collsim.topo.flow;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.BiFunction;
import org.collsim.engine.Event;
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
    /** Messages sent before the run in the chained workloads; each later one is sent by a delivery. */
    private static final int FIRST_WAVE = 64;

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

    /**
     * Deliveries that start flows: the first 64 messages are ready at 0 to 2us; the delivery of message
     * i makes its receiver send message i + 64, ready at once or 50ns later, so the network's event
     * order feeds back into what it carries next. Round sizes, alphas, latencies and bandwidths make
     * begins, finishes, wake-ups and deliveries fall on shared instants, where the order of events
     * queued at one time matters (a kept wake-up, {@link FlowNetwork}, must not change it).
     */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void deliveriesThatStartFlowsAsFromScratch(long seed) {
        Random random = new Random(seed);
        Topology topology = switch ((int) (seed % 3)) {
            case 0 -> new TorusTopology(4, 4);
            case 1 -> new FatTreeTopology(4, 3);
            default -> new DragonflyTopology(2, 2, 1);
        };
        int nodes = topology.nodeCount();
        int ranks = 2 * nodes;
        FlowParameters params = new FlowParameters(50_000L * random.nextInt(3), 50L * (1 + random.nextInt(2)),
                25L * (1 + random.nextInt(2)), 0);
        RoutingPolicy policy = topology instanceof FatTreeTopology ? RoutingPolicy.HASH : RoutingPolicy.MINIMAL;
        FlowModel model = new FlowModel(params, topology, policy, Placement.RANDOM.place(ranks, 2, nodes,
                new org.collsim.engine.RandomStreams(seed)), 50_000L * random.nextInt(2));
        long[][] plan = chained(random, ranks);
        List<long[]> expected = chainedDeliveries(model, plan, ScratchFlowNetwork::new);
        List<long[]> actual = chainedDeliveries(model, plan, (sim, m) -> new FlowNetwork(sim, m, null));
        assertEquals(MESSAGES, expected.size());
        for (int i = 0; i < MESSAGES; i++) {
            assertArrayEquals(expected.get(i), actual.get(i), "delivery " + i + " (seed " + seed + ")");
        }
    }

    /** {src, dst, sizeBytes, readyPs or delay after the delivery that starts it} per message; src is -1 for the receiver of message i - 64. */
    private static long[][] chained(Random random, int ranks) {
        long[] sizes = {0, 512, 1024, 2048};
        long[][] plan = new long[MESSAGES][];
        for (int i = 0; i < MESSAGES; i++) {
            long src = i < FIRST_WAVE ? random.nextInt(ranks) : -1;
            long when = i < FIRST_WAVE ? 500_000L * random.nextInt(5) : 50_000L * random.nextInt(2);
            plan[i] = new long[] {src, random.nextInt(ranks), sizes[random.nextInt(sizes.length)], when};
        }
        return plan;
    }

    /** {message index, arrival time} in the order the deliveries fire, each delivery sending the message 64 after it. */
    private static List<long[]> chainedDeliveries(FlowModel model, long[][] plan,
                                                  BiFunction<Simulation, FlowModel, DeferredNetworkModel.Transfers> open) {
        Simulation sim = new Simulation(1);
        DeferredNetworkModel.Transfers transfers = open.apply(sim, model);
        List<long[]> out = new ArrayList<>();
        Timing timing = new Timing();
        Event[] deliveries = new Event[MESSAGES];
        for (int i = MESSAGES - 1; i >= 0; i--) {
            long index = i;
            int next = i + FIRST_WAVE;
            int receiver = (int) plan[i][1];
            deliveries[i] = now -> {
                out.add(new long[] {index, now});
                if (next < MESSAGES) {
                    long[] m = plan[next];
                    transfers.transmit(receiver, (int) m[1], next % 3, m[2], now + m[3], deliveries[next], timing);
                }
            };
        }
        for (int i = 0; i < FIRST_WAVE; i++) {
            long[] m = plan[i];
            transfers.transmit((int) m[0], (int) m[1], i % 3, m[2], m[3], deliveries[i], timing);
        }
        sim.run();
        return out;
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

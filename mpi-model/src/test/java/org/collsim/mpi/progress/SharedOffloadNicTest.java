package org.collsim.mpi.progress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.layer.hw.HardwareCollectivesLayer;
import org.collsim.mpi.progress.DeviceModel.NicKind;
import org.collsim.mpi.progress.DeviceModel.QueueKind;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.run.RunOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * An offload NIC's processor belongs to the node (issue 11), by hand. Wire: Hockney alpha = 1000 ps,
 * beta = 1 ps/B, so 100 B hold a NIC's ports for 1100 ps. Device as DeviceProtocolTest's but with a
 * slow NIC processor, so that it, not the wire, is what the ranks queue on: host send 100, NIC packet
 * 3000, 10 per entry searched, lock 5; 100 B is eager. Two ranks per node: node 0 = ranks 0, 1;
 * node 1 = ranks 2, 3; rank 0 sends to 2 and rank 1 to 3, all at 0.
 */
class SharedOffloadNicTest {
    private static final HockneyModel WIRE = new HockneyModel(1000, 1, 0);
    private static final DeviceModel SLOW_OFFLOAD = new DeviceModel(NicKind.OFFLOAD, 16, 1024, 100, 200, 3000, 10, 2,
            QueueKind.SEPARATE, 5, 3, 4096, 0, 0, 0, 0);

    private static long[] acrossNodes(int nicsPerNode, long bytes) {
        ScriptedAlgorithm script = new ScriptedAlgorithm((rank, b) -> {
            if (rank < 2) {
                b.send(rank + 2, 0, 0, bytes);
            } else {
                b.recv(rank - 2, 0, 0, bytes);
            }
        });
        Network net = new Network(4, WIRE, null, 2, null, null, nicsPerNode);
        return CollectiveRun.run(net, script, CollArgs.of(4, 0), false, 1,
                RunOptions.defaults().withDevice(SLOW_OFFLOAD)).rankDonePs();
    }

    @Test
    void twoRanksOfANodeQueueOnItsOneOffloadProcessor() {
        // Hosts post at 0..100 each. Node 0's one NIC processor: rank 0's packet 100..3100, rank 1's 3100..6100.
        // Wire (node 0's send port, node 1's receive port): A 3100..4200, B 6100..7200 (send completions).
        // Node 1's processor handles and matches (3000 + 1 entry 10 + lock 5 = 3015): A 4200..7215,
        // B arrives at 7200 and waits for it until 7215: 7215..10230.
        assertArrayEquals(new long[] {4200, 7200, 7215, 10_230}, acrossNodes(1, 100));
    }

    @Test
    void aNicPerRankRemovesTheQueue() {
        // Two NICs per node: each rank has a processor and ports of its own; both pairs run as one
        // alone: packet 100..3100, wire 3100..4200, handled 4200..7215.
        assertArrayEquals(new long[] {4200, 4200, 7215, 7215}, acrossNodes(2, 100));
    }

    @Test
    void rendezvousStepsOfTwoRanksInterleaveOnTheSharedProcessors() {
        // 2000 B: RTS, CTS (0 B, 1000 ps on the wire), DATA (3000 ps). Each processor is booked when a step is
        // asked for. P0, P1 = the processors of nodes 0 and 1.
        // P0: RTS A 100..3100, RTS B 3100..6100; wire: RTS A 3100..4100, RTS B 6100..7100.
        // At 4100 P1: RTS A handled and matched 4100..7115, CTS A 7115..10115; wire 10115..11115.
        // At 7100 P1: RTS B 10115..13130, CTS B 13130..16130; wire (ports free at 11115) 16130..17130.
        // At 11115 P0: DATA A 11115..14115; wire 14115..17115 (rank 0's send done).
        // At 17115 P1: DATA A handled 17115..20115 (rank 2 done).
        // At 17130 P0: DATA B 17130..20130; wire 20130..23130 (rank 1's send done); P1 23130..26130 (rank 3).
        assertArrayEquals(new long[] {17_115, 23_130, 20_115, 26_130}, acrossNodes(1, 2000));
        // A NIC per rank: each pair alone, 100 | 3100 | 4100 | 7115 | 10115 | 11115 | 14115 | 17115 | 20115.
        assertArrayEquals(new long[] {17_115, 17_115, 20_115, 20_115}, acrossNodes(2, 2000));
    }

    /**
     * Hardware collectives are the network's (Elan's conditional barrier, hardware multicast): a join
     * takes no time on the node's NIC processor, so 8 ranks on 2 nodes complete a barrier 4 us and a
     * 100 B bcast 5 us + 100 x 1100 ps = 5.11 us after the last join (all join at 0), however many of a
     * node's ranks share one offload NIC.
     */
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 4})
    void hardwareCollectivesDoNotQueueOnTheSharedNic(int nicsPerNode) {
        HardwareCollectivesLayer hw = new HardwareCollectivesLayer(new HardwareCosts(4_000_000, 5_000_000, 1_100));
        RunOptions options = RunOptions.withLayers(List.of(hw)).withDevice(SLOW_OFFLOAD);
        AlgorithmRegistry registry = AlgorithmRegistry.builtIn();
        for (Collective c : List.of(Collective.BARRIER, Collective.BCAST)) {
            long bytes = c == Collective.BARRIER ? 0 : 100;
            Network net = new Network(8, WIRE, null, 4, null, null, nicsPerNode);
            long timePs = CollectiveRun.run(net, registry.defaultFor(c).orElseThrow(), new CollArgs(8, bytes, 1, 0),
                    false, 1, options).timePs();
            assertEquals(c == Collective.BARRIER ? 4_000_000 : 5_110_000, timePs, c.name());
        }
    }
}

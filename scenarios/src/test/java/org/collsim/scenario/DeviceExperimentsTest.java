package org.collsim.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.layer.Layers;
import org.collsim.mpi.progress.DeviceModel;
import org.collsim.report.ResultRecord;
import org.junit.jupiter.api.Test;

/**
 * The overlap and unexpected-queue experiments of examples/: their direction and size follow
 * from the machine's cost parameters, recomputed here from the parsed scenario.
 */
class DeviceExperimentsTest {
    private static final Path EXAMPLES = Path.of("..", "examples");

    private static Scenario load(String file) throws Exception {
        return new ScenarioLoader(AlgorithmRegistry.builtIn(), NetworkModelTypes.builtIn(), Layers.discover(),
                ScenarioFixtures.HEAP_BYTES).load(EXAMPLES.resolve(file));
    }

    private static List<ResultRecord> run(Scenario s) {
        return ScenarioRunner.run(s);
    }

    @Test
    void anOffloadNicHidesTheRendezvousTransferBehindComputeAndAHostDrivenOneCannot() throws Exception {
        Scenario host = load("overlap-host-nic.json");
        Scenario offload = load("overlap-offload-nic.json");
        DeviceModel d = host.machine().nic().orElseThrow();
        long alpha = 2_000_000;
        long betaPs = 100;
        long bytes = 1 << 20;
        long compute = 500_000_000;
        // host-driven: the RTS waits for the receiver to leave its compute; then RTS handling with
        // one matched entry, CTS posting and wire, CTS handling at the sender, data, data handling
        long afterCompute = d.hostPacketPs() + d.matchEntryPs() + d.hostSendPs() + alpha + d.hostPacketPs()
                + alpha + bytes * betaPs + d.hostPacketPs();
        assertEquals(compute + afterCompute, run(host).get(0).timePs());
        // offload: the transfer finishes during the compute; the sender's compute started after posting
        assertEquals(d.hostSendPs() + compute, run(offload).get(0).timePs());
        assertTrue(afterCompute > bytes * betaPs, "the host-driven NIC pays at least the whole transfer");
    }

    @Test
    void unexpectedQueueSearchGrowsQuadraticallyAndTheUnifiedQueueSavesTheLocks() throws Exception {
        Scenario separate = load("unexpected-queue-separate.json");
        Scenario unified = load("unexpected-queue-unified.json");
        DeviceModel d = separate.machine().nic().orElseThrow();
        List<ResultRecord> s = run(separate);
        List<ResultRecord> u = run(unified);
        long compute = 1_000_000_000L;
        for (int i = 0; i < s.size(); i++) {
            long p = s.get(i).ranks();
            long searched = p * (p - 1) / 2;
            // each of the p-1 early messages is handled when rank 0 enters MPI (packet + queue op),
            // then the k-th receive traverses p-k entries and takes a queue op
            long expectSeparate = compute + (p - 1) * (d.hostPacketPs() + 2 * d.queueLockPs()) + searched * d.matchEntryPs();
            long expectUnified = compute + (p - 1) * (d.hostPacketPs() + 2 * d.queueAtomicPs()) + searched * d.matchEntryPs();
            assertEquals(expectSeparate, s.get(i).timePs(), "separate, p=" + p);
            assertEquals(expectUnified, u.get(i).timePs(), "unified, p=" + p);
        }
    }
}

package org.collsim.mpi.layer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.collsim.mpi.comm.TableStats;
import org.collsim.mpi.layer.hierarchical.HierarchicalLayer;
import org.collsim.mpi.layer.tuned.TunedLayer;
import org.collsim.mpi.layer.tuned.TunedThresholds;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.run.CommunicatorChurn;
import org.collsim.mpi.run.RunOptions;
import org.junit.jupiter.api.Test;

class TableSharingWorkloadTest {
    @Test
    void tenThousandSplitsAllocateOneTablePerLayer() {
        RunOptions two = RunOptions.withLayers(List.of(new HierarchicalLayer(4),
                new TunedLayer(TunedThresholds.mpichDefaults(), AlgorithmRegistry.builtIn())));
        TableStats s = CommunicatorChurn.run(16, 10_000, 4, two);
        long comms = 1 + 16 + 10_000 * 4;
        assertEquals(2, s.allocated(), "one distinct prev per layer");
        assertEquals(2 * comms - 2, s.reused());
        assertEquals(2 * comms * 2, s.hookCalls(), "two create and two destroy hooks per communicator");
        assertEquals(0, s.aliveTables());
        assertEquals(2, s.freed());
    }

    @Test
    void withoutLayersNoTableIsAllocated() {
        TableStats s = CommunicatorChurn.run(8, 100, 2, RunOptions.defaults());
        assertEquals(0, s.allocated());
        assertEquals(0, s.hookCalls());
    }
}

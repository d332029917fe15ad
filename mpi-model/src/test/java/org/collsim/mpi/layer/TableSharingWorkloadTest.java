package org.collsim.mpi.layer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.collsim.mpi.comm.TableStats;
import org.collsim.mpi.layer.hierarchical.HierarchicalLayer;
import org.collsim.mpi.layer.tuned.TunedLayer;
import org.collsim.mpi.layer.tuned.TunedThresholds;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.run.CommunicatorChurn;
import org.collsim.mpi.run.Job;
import org.collsim.mpi.run.JobSpec;
import org.collsim.mpi.run.RunOptions;
import org.junit.jupiter.api.Test;

class TableSharingWorkloadTest {
    /** The communicator workload as a job on a free network (it sends nothing). */
    private static TableStats churn(int ranks, int splits, int colors, RunOptions options) {
        JobSpec spec = new JobSpec(new Network(ranks, new HockneyModel(0, 0, 0)), options, AlgorithmRegistry.builtIn(), 1);
        Job.Result<Long> r = CommunicatorChurn.run(spec, splits, colors);
        assertEquals(1L + ranks + (long) splits * colors, r.outcome(), "world, the selves and every part");
        return r.tables();
    }

    @Test
    void tenThousandSplitsAllocateOneTablePerLayer() {
        RunOptions two = RunOptions.withLayers(List.of(new HierarchicalLayer(4),
                new TunedLayer(TunedThresholds.mpichDefaults(), AlgorithmRegistry.builtIn())));
        TableStats s = churn(16, 10_000, 4, two);
        long comms = 1 + 16 + 10_000 * 4;
        assertEquals(2, s.allocated(), "one distinct prev per layer");
        assertEquals(2 * comms - 2, s.reused());
        assertEquals(2 * comms * 2, s.hookCalls(), "two create and two destroy hooks per communicator");
        assertEquals(0, s.aliveTables());
        assertEquals(2, s.freed());
    }

    @Test
    void withoutLayersNoTableIsAllocated() {
        TableStats s = churn(8, 100, 2, RunOptions.defaults());
        assertEquals(0, s.allocated());
        assertEquals(0, s.hookCalls());
    }
}

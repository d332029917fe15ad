package org.collsim.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.error.CollsimException;
import org.collsim.mpi.error.InternalException;
import org.collsim.mpi.error.OutOfHeapException;
import org.collsim.mpi.run.JobSpec;
import org.collsim.report.ReplicationStats;
import org.collsim.report.ResultRecord;
import org.junit.jupiter.api.Test;

/** The replication loop turns every way a point can fail into a PointFailure that names the point. */
class RuntimeFailureTest {
    private static final String SCENARIO = """
            {"name": "f", "seed": 1, "machine": {"network": {"model": "hockney", "alpha": "1us", "beta": "1ns/B"}},
             "benchmark": {"collectives": ["barrier"], "ranks": [2]}}
            """;

    /** A point whose job throws {@code failure}. */
    private record Failing(Scenario scenario, Throwable failure) implements ScenarioPoint<Long> {
        @Override
        public int ranks() {
            return 2;
        }

        @Override
        public LayerStack stack() {
            return LayerStack.EMPTY;
        }

        @Override
        public String describe() {
            return "the failing point";
        }

        @Override
        public Long run(JobSpec spec) {
            if (failure instanceof Error e) {
                throw e;
            }
            throw (RuntimeException) failure;
        }

        @Override
        public long timePs(Long measured) {
            return measured;
        }

        @Override
        public long events(Long measured) {
            return 0;
        }

        @Override
        public ResultRecord.Builder identity() {
            return ResultRecord.builder().scenario("f").collective("barrier").algorithm("-").model("hockney");
        }

        @Override
        public ResultRecord record(Long first, ReplicationStats stats, org.collsim.report.LinkUsage links) {
            throw new AssertionError("never measured");
        }
    }

    private static CollsimException failureOf(Throwable t) throws Exception {
        Scenario s = ScenarioLoader.standard().parse(SCENARIO, "f.json");
        PointFailure f = assertThrows(PointFailure.class,
                () -> ScenarioRunner.runPoint(AlgorithmRegistry.builtIn(), new Failing(s, t)));
        assertEquals("the failing point", f.what());
        return f.getCause();
    }

    @Test
    void runningOutOfHeapNamesThePointAndTheHeap() throws Exception {
        CollsimException c = failureOf(new OutOfMemoryError("Java heap space"));
        assertInstanceOf(OutOfHeapException.class, c);
        assertTrue(c.getMessage().startsWith("ran out of heap: this JVM may use at most "
                + Runtime.getRuntime().maxMemory() / (1 << 20) + " MiB; raise it with COLLSIM_JAVA_OPTS=-Xmx"), c.getMessage());
        assertEquals(CollsimException.Kind.SIMULATION_FAILED, c.kind());
    }

    @Test
    void aBugIsAnInternalFailureOfThePoint() throws Exception {
        CollsimException c = failureOf(new IllegalStateException("impossible"));
        assertInstanceOf(InternalException.class, c);
        assertEquals("java.lang.IllegalStateException: impossible", c.getMessage());
        assertEquals(CollsimException.Kind.INTERNAL, c.kind());
    }
}

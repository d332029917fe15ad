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
        public HeapNeed heapNeed(AlgorithmRegistry registry) {
            return HeapNeed.about(3L << 20);
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
        assertTrue(c.getMessage().startsWith("ran out of heap: it needs about 3.0 MiB (estimated) and this JVM may use "
                + "at most "), c.getMessage());
        assertTrue(c.getMessage().contains("; raise it with COLLSIM_JAVA_OPTS=-Xmx"), c.getMessage());
        assertEquals(CollsimException.Kind.SIMULATION_FAILED, c.kind());
    }

    /**
     * With the point's estimate, the message gives it against the heap, and the -Xmx it suggests is
     * the need plus a quarter in whole GiB: 40 GiB x 1.25 = 50 GiB (above any test JVM's heap).
     */
    @Test
    void runningOutOfHeapSaysHowMuchThePointNeeded() {
        long maxHeapBytes = 512L << 20;
        String message = ScenarioRunner.outOfHeap(java.util.Optional.of(HeapNeed.about(40L << 30)), maxHeapBytes).getMessage();
        assertEquals("ran out of heap: it needs about 40.0 GiB (estimated) and this JVM may use at most 512.0 MiB; "
                + "raise it with COLLSIM_JAVA_OPTS=-Xmx50g (bin/collsim passes COLLSIM_JAVA_OPTS to java) if the machine "
                + "has that much memory, or run fewer points at once with --jobs", message);
        assertTrue(ScenarioRunner.outOfHeap(java.util.Optional.of(HeapNeed.about(1L << 20)), 4L << 30).getMessage()
                .contains("-Xmx5g"), "a need below the heap (points at once): the heap plus a quarter, 4 x 1.25 = 5 GiB");
    }

    @Test
    void aBugIsAnInternalFailureOfThePoint() throws Exception {
        CollsimException c = failureOf(new IllegalStateException("impossible"));
        assertInstanceOf(InternalException.class, c);
        assertEquals("java.lang.IllegalStateException: impossible", c.getMessage());
        assertEquals(CollsimException.Kind.INTERNAL, c.kind());
    }
}

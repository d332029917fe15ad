package org.collsim.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.layer.Layers;
import org.junit.jupiter.api.Test;

/**
 * Issues 8 and 9: a trace point's events and heap are known, as lower bounds, from its file, so
 * that a TI trace is refused up front past max_events like a GOAL schedule, and either is refused
 * past the heap with what it needs.
 */
class TraceEstimatesTest {
    private static final Path EXAMPLES = Path.of("..", "examples");

    /** {@code example} with {@code "limits": limits}, loaded under a heap of {@code maxHeapBytes}: its problems. */
    private static List<String> problems(String example, String limits, long maxHeapBytes) throws Exception {
        ObjectNode tree = (ObjectNode) new ObjectMapper().readTree(EXAMPLES.resolve(example).toFile());
        tree.set("limits", new ObjectMapper().readTree(limits));
        ScenarioLoader loader = new ScenarioLoader(AlgorithmRegistry.builtIn(), NetworkModelTypes.builtIn(),
                Layers.discover(), maxHeapBytes);
        try {
            loader.parse(tree.toString().getBytes(StandardCharsets.UTF_8), "t.json", EXAMPLES);
            return List.of();
        } catch (ScenarioException e) {
            return e.lines();
        }
    }

    /**
     * ti/ring-allreduce.ti, per rank: a compute (its completion: 1 event), an isend (injection,
     * arrival, completion: 3), an allreduce and a barrier (1 each); the irecv and waits count
     * nothing. 4 ranks x 6 = 24 events at least: max_events 23 refuses it at its file, 24 lets it through.
     */
    @Test
    void aTiTraceIsRefusedUpFrontWhenItsEventsPassMaxEvents() throws Exception {
        List<String> lines = problems("trace-sweep.json", "{\"max_events\": 23}", Long.MAX_VALUE);
        assertTrue(!lines.isEmpty() && lines.get(0).contains("$.trace.file: expected a point within max_events (23), "
                + "found the TI trace ti/ring-allreduce.ti at 4 ranks (a send's injection, arrival and completion, a "
                + "collective's or compute's completion) fires at least 24 events (24 a run)"), lines.toString());
        assertEquals(List.of(), problems("trace-sweep.json", "{\"max_events\": 24}", Long.MAX_VALUE));
    }

    /**
     * A TI replay runs one interpreter per rank, a program's per-rank state with no loop variables:
     * 4 x (2048 + 2 x 8) = 8256 bytes = 8.1 KiB at least, refused under an 8 KiB heap.
     */
    @Test
    void aTiTraceIsRefusedWhenItCannotFitTheHeap() throws Exception {
        List<String> lines = problems("trace-sweep.json", "{}", 8 * 1024);
        assertTrue(!lines.isEmpty() && lines.get(0).contains("$.trace.file: expected a rank count whose simulation fits "
                + "in the Java heap, found 4: the TI trace ti/ring-allreduce.ti at 4 ranks needs at least 8.1 KiB of heap, "
                + "but this JVM may use at most 8.0 KiB"), lines.toString());
        assertEquals(List.of(), problems("trace-sweep.json", "{}", 8256));
    }

    /**
     * A GOAL replay consumes a copy of its schedule: the dissemination barrier on 8 ranks has 48
     * operations, 2 bytes each at least, and 8 rank arrays of 16: 96 + 128 = 224 bytes.
     */
    @Test
    void aGoalScheduleIsRefusedWhenItsCopyCannotFitTheHeap() throws Exception {
        List<String> lines = problems("goal-sweep.json", "{}", 223);
        assertTrue(!lines.isEmpty() && lines.get(0).contains("found 8: the GOAL schedule goal/dissemination-barrier-8.goal "
                + "at 8 ranks needs at least 0.2 KiB of heap"), lines.toString());
        assertEquals(List.of(), problems("goal-sweep.json", "{}", 224));
    }

    /** The message of a trace point that runs out of heap gives its need as the lower bound it is. */
    @Test
    void runningOutOfHeapGivesATraceNeedAsALowerBound() {
        assertTrue(ScenarioRunner.outOfHeap(java.util.Optional.of(HeapNeed.atLeast(3L << 30)), 1L << 30).getMessage()
                .startsWith("ran out of heap: it needs at least 3.0 GiB (estimated) and this JVM may use at most 1.0 GiB"));
    }
}

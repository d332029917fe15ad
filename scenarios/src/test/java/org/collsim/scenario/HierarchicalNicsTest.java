package org.collsim.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.collsim.report.ResultRecord;
import org.junit.jupiter.api.Test;

/**
 * Hierarchical collectives pay off more with one NIC per node than with one per rank
 * (examples/hierarchical-one-nic.json against the same points at nics_per_node 4, which are
 * examples/hierarchical.json's): allreduce, 256 ranks in nodes of 4, 64 KiB; between nodes
 * alpha = 2 us, beta = 1 ns/B; inside a node alpha = 200 ns, beta = 100 ps/B; gamma = 250 ps/B.
 */
class HierarchicalNicsTest {
    private static final Path EXAMPLE = Path.of(System.getProperty("collsim.examples", "../examples"))
            .resolve("hierarchical-one-nic.json");

    /** Time in ps per "algorithm layers" of the example at {@code nicsPerNode}. */
    private static Map<String, Long> run(int nicsPerNode) throws IOException, ScenarioException {
        String json = Files.readString(EXAMPLE);
        assertTrue(json.contains("\"nics_per_node\": 1"));
        json = json.replace("\"nics_per_node\": 1", "\"nics_per_node\": " + nicsPerNode);
        Map<String, Long> times = new HashMap<>();
        for (ResultRecord r : ScenarioRunner.run(ScenarioLoader.standard().parse(json, "h.json"))) {
            times.put(r.algorithm() + " " + r.layers(), r.timePs());
        }
        return times;
    }

    @Test
    void oneNicSlowsTheFlatAllreduceBelowTheHierarchicalOne() throws Exception {
        Map<String, Long> oneNic = run(1);
        Map<String, Long> nicPerRank = run(4);
        // tuned runs Rabenseifner: reduce-scatter at masks 1, 2 (inside the node; 32768, 16384 B) and 4..128
        // (between nodes; 8192 .. 256 B, 16128 B in 6 rounds), the allgather the same back. With a NIC per rank
        // no port is shared, so the rounds add up:
        //   reduce-scatter: 2 x 0.2 + 49152 x 0.1 + 6 x 2 + 16128 x 1 ns + (49152 + 16128) x 0.25 ns = 49.7632 us
        //   allgather:      2 x 0.2 + 49152 x 0.1 + 6 x 2 + 16128 x 1 ns                            = 33.4432 us
        long tunedPerRank = nicPerRank.get("recursive_doubling [tuned]");
        assertEquals(83_206_400, tunedPerRank);
        // With one NIC, each node's send port carries the 12 inter-node messages of each of its 4 ranks, one
        // after the other: at least 4 x 2 x (6 x 2 us + 16128 x 1 ns) = 225.024 us.
        long tunedOneNic = oneNic.get("recursive_doubling [tuned]");
        assertTrue(tunedOneNic >= 225_024_000, "tuned at one NIC: " + tunedOneNic);
        // Stacks that cross node boundaries from one rank per node at a time (hierarchical: the leaders;
        // ring: rank 4k+3 to 4k+4) never share a NIC, so the NIC count cannot change them.
        for (String stack : List.of("recursive_doubling [hierarchical]", "recursive_doubling [tuned, hierarchical]",
                "ring []", "ring [hierarchical]")) {
            assertEquals(nicPerRank.get(stack), oneNic.get(stack), stack);
        }
        long tunedHierarchical = oneNic.get("recursive_doubling [tuned, hierarchical]");
        // So the direction: with a NIC per rank the flat tuned allreduce beats the hierarchical one; with one
        // NIC per node it is the other way round.
        assertTrue(tunedPerRank < tunedHierarchical, tunedPerRank + " vs " + tunedHierarchical);
        assertTrue(tunedHierarchical < tunedOneNic, tunedHierarchical + " vs " + tunedOneNic);
    }
}

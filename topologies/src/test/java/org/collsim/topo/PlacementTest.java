package org.collsim.topo;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.collsim.engine.RandomStreams;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PlacementTest {
    private static int[] place(Placement p, int ranks, int perNode, int nodes, long seed) {
        return p.place(ranks, perNode, nodes, new RandomStreams(seed));
    }

    @Test
    void blockFillsNodesWithConsecutiveRanks() {
        assertArrayEquals(new int[] {0, 0, 0, 1, 1, 1, 2}, place(Placement.BLOCK, 7, 3, 4, 1));
    }

    @Test
    void roundRobinDealsRanksOverTheNodesBlockWouldUse() {
        assertArrayEquals(new int[] {0, 1, 2, 0, 1, 2, 0}, place(Placement.ROUND_ROBIN, 7, 3, 4, 1));
        assertArrayEquals(new int[] {0, 1, 2, 3}, place(Placement.ROUND_ROBIN, 4, 1, 8, 1));
    }

    @Test
    void randomWithOneRankPerNodeOnAFullMachineIsAPermutation() {
        int[] nodes = place(Placement.RANDOM, 64, 1, 64, 42);
        int[] sorted = nodes.clone();
        Arrays.sort(sorted);
        for (int i = 0; i < 64; i++) {
            assertEquals(i, sorted[i]);
        }
        assertFalse(Arrays.equals(nodes, place(Placement.BLOCK, 64, 1, 64, 42)), "shuffled");
    }

    @ParameterizedTest
    @CsvSource({"10,4,8,1", "32,4,8,2", "5,2,100,3", "1,1,1,4", "100,3,40,5"})
    void randomIsSeededDeterministicAndRespectsNodeCapacity(int ranks, int perNode, int nodes, long seed) {
        int[] a = place(Placement.RANDOM, ranks, perNode, nodes, seed);
        assertArrayEquals(a, place(Placement.RANDOM, ranks, perNode, nodes, seed), "same seed, same placement");
        int[] load = new int[nodes];
        for (int node : a) {
            assertTrue(node >= 0 && node < nodes);
            load[node]++;
        }
        assertTrue(Arrays.stream(load).allMatch(n -> n <= perNode), "no node over " + perNode + " ranks");
    }

    @Test
    void randomDependsOnTheSeedAndOnlyOnThePlacementStream() {
        int[] a = place(Placement.RANDOM, 32, 1, 512, 7);
        assertFalse(Arrays.equals(a, place(Placement.RANDOM, 32, 1, 512, 8)), "another seed, another placement");
        RandomStreams used = new RandomStreams(7);
        used.stream("noise").nextLong(); // draws from another stream do not shift the placement
        assertArrayEquals(a, Placement.RANDOM.place(32, 1, 512, used));
    }

    @Test
    void tooManyRanksSayHowManyFit() {
        assertEquals("65 ranks do not fit on 16 nodes of 4 ranks (at most 64)",
                assertThrows(IllegalArgumentException.class, () -> place(Placement.BLOCK, 65, 4, 16, 1)).getMessage());
    }
}

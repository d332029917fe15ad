package org.collsim.topo;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** An explicit list places rank r on its r-th node, and refuses lists too short, nodes too large and full nodes. */
class ExplicitPlacementTest {
    private final ExplicitPlacement reversed = new ExplicitPlacement(new int[] {3, 2, 1, 0});

    @Test
    void rankRRunsOnTheRthNodeOfTheList() {
        assertArrayEquals(new int[] {3, 2, 1, 0}, reversed.place(4, 1, 4, null));
        assertArrayEquals(new int[] {3, 2}, reversed.place(2, 1, 4, null));
        assertEquals(-1, reversed.firstOverfull(1));
    }

    @Test
    void aNodeListedMoreOftenThanItHasSlotsIsFound() {
        ExplicitPlacement twice = new ExplicitPlacement(new int[] {1, 0, 1, 1});
        assertEquals(2, twice.firstOverfull(1));
        assertEquals(3, twice.firstOverfull(2));
        assertEquals(0, twice.firstIndexOf(1));
        assertEquals("explicit placement: node 1 holds more than 1 rank",
                assertThrows(IllegalArgumentException.class, () -> twice.place(4, 1, 2, null)).getMessage());
    }

    @Test
    void moreRanksThanTheListOrANodeOutsideTheTopologyAreRefused() {
        assertEquals("5 ranks, but the explicit placement lists 4",
                assertThrows(IllegalArgumentException.class, () -> reversed.place(5, 1, 8, null)).getMessage());
        assertEquals("explicit placement: rank 0 on node 3, but the topology has 3 nodes",
                assertThrows(IllegalArgumentException.class, () -> reversed.place(4, 2, 3, null)).getMessage());
    }
}

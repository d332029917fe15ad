package org.collsim.mpi.coll.tree;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The trees are MPICH's: its documented examples, and a consistent spanning tree at every p. */
class TreeShapeTest {
    /** treeutil.c's knomial_1 examples for k = 2: 4 ranks 0->{1,3}, 1->{2}; 8 ranks 0->{1,5,7}, 1->{2,4}, 2->{3}, 5->{6}. */
    @Test
    void knomialMatchesMpichsExamples() {
        assertArrayEquals(new int[] {1, 3}, TreeShape.KNOMIAL.children(0, 4, 2));
        assertArrayEquals(new int[] {2}, TreeShape.KNOMIAL.children(1, 4, 2));
        assertEquals(1, TreeShape.KNOMIAL.parent(2, 4, 2));
        assertArrayEquals(new int[] {1, 5, 7}, TreeShape.KNOMIAL.children(0, 8, 2));
        assertArrayEquals(new int[] {2, 4}, TreeShape.KNOMIAL.children(1, 8, 2));
        assertArrayEquals(new int[] {3}, TreeShape.KNOMIAL.children(2, 8, 2));
        assertArrayEquals(new int[] {6}, TreeShape.KNOMIAL.children(5, 8, 2));
        assertEquals(5, TreeShape.KNOMIAL.parent(6, 8, 2));
        assertEquals(0, TreeShape.KNOMIAL.parent(7, 8, 2));
        // k = 3, 9 ranks: subtrees of 3 then 1 rank: 0 -> {1, 4, 7, 8}, 1 -> {2, 3}
        assertArrayEquals(new int[] {1, 4, 7, 8}, TreeShape.KNOMIAL.children(0, 9, 3));
        assertArrayEquals(new int[] {2, 3}, TreeShape.KNOMIAL.children(1, 9, 3));
    }

    @Test
    void karyChildrenAreRkPlusOneToRkPlusK() {
        assertArrayEquals(new int[] {4, 5, 6}, TreeShape.KARY.children(1, 10, 3));
        assertArrayEquals(new int[] {7, 8, 9}, TreeShape.KARY.children(2, 10, 3));
        assertArrayEquals(new int[] {}, TreeShape.KARY.children(3, 10, 3));
        assertEquals(2, TreeShape.KARY.parent(9, 10, 3));
    }

    /** Every rank but the root has exactly one parent, which lists it as a child. */
    @Test
    void everyTreeSpansTheRanksOnce() {
        for (TreeShape shape : TreeShape.values()) {
            for (int k = 2; k <= 5; k++) {
                for (int p = 1; p <= 100; p++) {
                    int[] seenAsChild = new int[p];
                    for (int r = 0; r < p; r++) {
                        for (int c : shape.children(r, p, k)) {
                            seenAsChild[c]++;
                            assertEquals(r, shape.parent(c, p, k), shape + " k=" + k + " p=" + p + " child " + c);
                        }
                    }
                    assertEquals(-1, shape.parent(0, p, k));
                    for (int r = 1; r < p; r++) {
                        assertEquals(1, seenAsChild[r], shape + " k=" + k + " p=" + p + " rank " + r);
                    }
                }
            }
        }
    }
}

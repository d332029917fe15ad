package org.collsim.mpi.comm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Where a communicator's ranks are: one node (every rank a local peer), one per node (Open MPI's disjoint), or spread. */
class NodeLayoutTest {
    private static Communicator of(int... worldRanks) {
        return new Communicator(1, Group.of(worldRanks), Communicator.Kind.CREATE, null, "test");
    }

    @Test
    void theLayoutCountsTheRanksOfEachNode() {
        // world ranks 0..7 four to a node (node = rank / 4)
        assertEquals(new NodeLayout(false, false), NodeLayout.of(of(0, 1, 2, 3, 4, 5, 6, 7), r -> r / 4));
        assertEquals(new NodeLayout(true, false), NodeLayout.of(of(4, 5, 6), r -> r / 4));
        assertEquals(new NodeLayout(false, true), NodeLayout.of(of(0, 4), r -> r / 4), "ranks 0 and 4: nodes 0 and 1");
        assertEquals(new NodeLayout(false, false), NodeLayout.of(of(0, 4, 5), r -> r / 4), "two on node 1");
        assertEquals(new NodeLayout(true, true), NodeLayout.of(of(6), r -> r / 4), "a single rank is both");
    }

    @Test
    void theWorldOfABlockPlacementFollowsFromTheRanksPerNode() {
        assertEquals(new NodeLayout(false, true), NodeLayout.ofWorld(8, 1));
        assertEquals(new NodeLayout(true, false), NodeLayout.ofWorld(8, 8));
        assertEquals(new NodeLayout(false, false), NodeLayout.ofWorld(9, 8), "8 on the first node, 1 on the second");
        assertEquals(new NodeLayout(true, true), NodeLayout.ofWorld(1, 4));
    }
}

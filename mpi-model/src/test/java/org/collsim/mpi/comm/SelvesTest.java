package org.collsim.mpi.comm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.junit.jupiter.api.Test;

/**
 * MPI_Init's self communicators: made as objects only when a hook can see them, otherwise bare
 * context ids; either way world is 0, the selves 1..n and the next communicator n + 1.
 */
class SelvesTest {
    private static final int RANKS = 5;

    private static CommWorld comms() {
        return new CommWorld(RANKS, HookOrder.SEED, DispatchRule.TABLE_REQUIRED,
                c -> AlgorithmRegistry.builtIn().defaultFor(c).orElse(null));
    }

    @Test
    void bareSelvesTakeTheirContextIdsAndCountAsAliveUntilFreed() {
        CommWorld w = comms();
        Communicator world = w.world();
        w.createSelves();
        assertEquals(1 + RANKS, w.aliveCommunicators());
        assertEquals(1, w.sizeOf(1));
        assertEquals(1, w.sizeOf(RANKS));
        Communicator dup = w.dup(world);
        assertEquals(RANKS + 1, dup.contextId(), "the ids after the selves are those MPI_Init left");
        assertEquals(RANKS, w.sizeOf(dup.contextId()));
        assertEquals(List.of(world, dup), w.aliveList(), "bare selves are no objects");
        w.freeSelves();
        assertEquals(2, w.aliveCommunicators());
        assertThrows(CollopsException.class, () -> w.sizeOf(1));
        w.free(dup);
        w.free(world);
        assertEquals(0, w.aliveCommunicators());
        assertThrows(CollopsException.class, () -> w.free(dup), "freed twice");
        assertThrows(CollopsException.class, () -> w.sizeOf(RANKS + 1));
    }

    @Test
    void aCreateHookSeesEverySelfAndADestroyHookEveryFree() {
        CommWorld w = comms();
        List<String> seen = new ArrayList<>();
        w.registerCreateHook((c, p) -> seen.add("create " + c.contextId() + " of " + c.size()), null);
        w.registerDestroyHook((c, p) -> seen.add("free " + c.contextId()), null);
        Communicator world = w.world();
        w.createSelves();
        assertEquals(1 + RANKS, w.aliveCommunicators());
        assertEquals(RANKS + 1, w.dup(world).contextId());
        w.freeSelves();
        assertEquals(List.of("create 0 of 5", "create 1 of 1", "create 2 of 1", "create 3 of 1", "create 4 of 1",
                "create 5 of 1", "create 6 of 5", "free 1", "free 2", "free 3", "free 4", "free 5"), seen);
        assertEquals(2, w.aliveCommunicators());
    }
}

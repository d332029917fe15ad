package org.collsim.mpi.comm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.layer.Layer;
import org.collsim.mpi.sched.ScheduleBuilder;
import org.junit.jupiter.api.Test;

/** The seed document's rules, each as a test. */
class OverrideMechanismTest {
    private final List<String> calls = new ArrayList<>();
    private final List<String> destroySaw = new ArrayList<>();

    /** A layer that records which of its functions ran, optionally falling through afterwards. */
    private class TestLayer implements Layer {
        private final String name;
        private final Set<CollEntry> entries;
        private final boolean fallThrough;

        TestLayer(String name, Set<CollEntry> entries, boolean fallThrough) {
            this.name = name;
            this.entries = entries;
            this.fallThrough = fallThrough;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public Set<CollEntry> overrides() {
            return entries;
        }

        @Override
        public void override(Collops table) {
            for (CollEntry e : entries) {
                table.set(e, (call, b) -> {
                    calls.add(name + ":" + e.id());
                    if (fallThrough) {
                        call.fallThrough(b);
                    }
                });
            }
        }

        @Override
        public void beforeDestroy(CommWorld world, Communicator comm) {
            destroySaw.add(name + " saw " + comm.collFns().owner());
        }
    }

    private static CommWorld world(HookOrder order, Layer... upperFirst) {
        CommWorld w = new CommWorld(8, order, DispatchRule.TABLE_REQUIRED,
                c -> AlgorithmRegistry.builtIn().defaultFor(c).orElse(null));
        for (Layer l : upperFirst) {
            l.attach(w);
        }
        return w;
    }

    private TestLayer layer(String name, CollEntry... entries) {
        return new TestLayer(name, EnumSet.of(entries[0], entries), false);
    }

    private void call(CommWorld w, Communicator c, CollEntry e) {
        w.dispatch(c, e, 0, CollArgs.of(c.size(), 4), new ScheduleBuilder(false));
    }

    @Test
    void createHooksRunUpperFirstAndDestroyHooksInReverseSoEachSeesItsOwnTable() {
        CommWorld w = world(HookOrder.SEED, layer("upper", CollEntry.BCAST), layer("lower", CollEntry.BCAST));
        Communicator c = w.world();
        assertEquals("lower", c.collFns().owner());
        assertEquals("upper", c.collFns().prev().owner());
        assertSame(w.baseTable(), c.collFns().prev().prev());
        call(w, c, CollEntry.BCAST);
        assertEquals(List.of("lower:bcast"), calls, "the lower layer overrides the upper one");
        w.free(c);
        assertEquals(List.of("lower saw lower", "upper saw upper"), destroySaw);
        assertSame(w.baseTable(), c.collFns(), "destroy restores prev all the way down");
        assertEquals(0, w.stats().foreignTablesAtDestroy());
    }

    @Test
    void ch3NewestFirstOrderLetsTheUpperLayerWinAndDestroyHooksMeetForeignTables() {
        CommWorld w = world(HookOrder.CH3_NEWEST_FIRST, layer("upper", CollEntry.BCAST), layer("lower", CollEntry.BCAST));
        Communicator c = w.world();
        assertEquals("upper", c.collFns().owner());
        call(w, c, CollEntry.BCAST);
        assertEquals(List.of("upper:bcast"), calls);
        w.free(c);
        assertEquals(List.of("lower saw upper", "upper saw lower"), destroySaw);
        assertEquals(2, w.stats().foreignTablesAtDestroy());
    }

    @Test
    void communicatorsWithTheSameCurrentTableShareOneTablePerLayer() {
        CommWorld w = world(HookOrder.SEED, layer("a", CollEntry.BCAST), layer("b", CollEntry.BARRIER));
        Communicator world = w.world();
        List<Communicator> dups = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            dups.add(w.dup(world));
        }
        assertEquals(2, w.stats().allocated(), "one table per distinct prev per layer");
        assertEquals(200, w.stats().reused());
        assertSame(world.collFns(), dups.get(99).collFns());
        assertEquals(101, world.collFns().refCount());
        assertEquals(2 * 101, w.stats().hookCalls(), "two create hooks per communicator");
    }

    @Test
    void releasingTheLastReferenceFreesTheTable() {
        CommWorld w = world(HookOrder.SEED, layer("a", CollEntry.BCAST));
        Communicator c1 = w.world();
        Communicator c2 = w.dup(c1);
        Collops shared = c1.collFns();
        w.free(c1);
        assertEquals(1, shared.refCount());
        assertTrue(!shared.isFreed());
        w.free(c2);
        assertEquals(0, shared.refCount());
        assertTrue(shared.isFreed());
        assertEquals(0, w.stats().aliveTables());
        assertEquals(0, w.aliveCommunicators());
        Communicator c3 = w.world();
        assertTrue(c3.collFns() != shared, "a freed table is never handed out again");
        assertEquals(2, w.stats().allocated());
    }

    @Test
    void stackingInEitherOrderChangesWhichLayerWinsOnlyWhereBothOverride() {
        TestLayer both = layer("both", CollEntry.BCAST, CollEntry.ALLREDUCE);
        TestLayer bcastOnly = layer("bcastOnly", CollEntry.BCAST);
        CommWorld w1 = world(HookOrder.SEED, both, bcastOnly);
        Communicator c1 = w1.world();
        call(w1, c1, CollEntry.BCAST);
        call(w1, c1, CollEntry.ALLREDUCE);
        CommWorld w2 = world(HookOrder.SEED, layer("bcastOnly", CollEntry.BCAST), layer("both", CollEntry.BCAST, CollEntry.ALLREDUCE));
        Communicator c2 = w2.world();
        call(w2, c2, CollEntry.BCAST);
        call(w2, c2, CollEntry.ALLREDUCE);
        assertEquals(List.of("bcastOnly:bcast", "both:allreduce", "both:bcast", "both:allreduce"), calls);
    }

    @Test
    void aPartialOverrideFallsThroughToTheLayerBelow() {
        CommWorld w = world(HookOrder.SEED, layer("below", CollEntry.BCAST, CollEntry.REDUCE),
                new TestLayer("above", EnumSet.of(CollEntry.BCAST), true));
        Communicator c = w.world();
        call(w, c, CollEntry.BCAST);
        call(w, c, CollEntry.REDUCE);
        assertEquals(List.of("above:bcast", "below:bcast", "below:reduce"), calls);
    }

    @Test
    void differentCommunicatorsCanCarryDifferentTables() {
        Layer evenOnly = new TestLayer("even", EnumSet.of(CollEntry.BARRIER), false) {
            @Override
            public void attach(CommWorld world) {
                TableSharing tables = new TableSharing(name(), this::override, world.stats());
                world.registerCreateHook((comm, p) -> {
                    if (comm.size() % 2 == 0) {
                        tables.create(comm);
                    }
                }, null);
                world.registerDestroyHook((comm, p) -> tables.destroy(comm), null);
            }
        };
        CommWorld w = world(HookOrder.SEED, evenOnly);
        Communicator world = w.world();
        Communicator[] halves = w.split(world, r -> r < 3 ? 0 : 1, r -> r);
        assertEquals(3, halves[0].size());
        assertEquals(5, halves[7].size());
        assertEquals("even", world.collFns().owner());
        assertSame(w.baseTable(), halves[0].collFns());
        assertTrue(halves[0] != halves[7]);
        w.free(halves[0]);
        w.free(halves[7]);
        w.free(world);
        assertEquals(0, w.stats().aliveTables());
    }

    @Test
    void installingATableWithANullNonblockingEntryFailsNamingLayerAndEntry() {
        Layer broken = new TestLayer("broken", EnumSet.of(CollEntry.IALLREDUCE), false) {
            @Override
            public void override(Collops table) {
                table.set(CollEntry.IALLREDUCE, null);
            }
        };
        CommWorld w = world(HookOrder.SEED, broken);
        CollopsException e = assertThrows(CollopsException.class, w::world);
        assertTrue(e.getMessage().contains("\"broken\"") && e.getMessage().contains("iallreduce"), e.getMessage());
    }

    @Test
    void theLegacyRuleAllowsANullTableMeaningAllDefaults() {
        CommWorld w = new CommWorld(4, HookOrder.SEED, DispatchRule.LEGACY_NULL_TABLE,
                c -> AlgorithmRegistry.builtIn().defaultFor(c).orElse(null));
        Communicator c = w.world();
        assertNull(c.collFns());
        ScheduleBuilder b = new ScheduleBuilder(false);
        w.dispatch(c, CollEntry.BARRIER, 0, CollArgs.of(4, 0), b);
        assertEquals(4, b.build().size(), "dissemination barrier at 4 ranks: 2 rounds of send + recv");
    }

    @Test
    void communicatorsNotFreedAreVisibleAsLeaks() {
        CommWorld w = world(HookOrder.SEED, layer("a", CollEntry.BCAST));
        Communicator world = w.world();
        Communicator dup = w.dup(world);
        w.free(world);
        assertEquals(List.of(dup), w.aliveList());
        assertEquals(1, w.stats().aliveTables());
        assertThrows(CollopsException.class, () -> w.free(world), "double free is an error");
    }
}

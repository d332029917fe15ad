package org.collsim.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Simulation.run stops exactly at its events and virtual-time limits, and at its wall-clock limit. */
class RunLimitsTest {
    /** A simulation with one event every 10 ps, at 10, 20, ..., 10 n ps. */
    private static Simulation ticks(int n) {
        Simulation sim = new Simulation(1);
        for (int i = 1; i <= n; i++) {
            sim.schedule(10L * i, t -> { });
        }
        return sim;
    }

    @Test
    void withoutLimitsEveryEventFires() {
        Simulation sim = ticks(100);
        assertEquals(1000, sim.run());
        assertEquals(100, sim.eventsFired());
    }

    /** max_events 37: events 1..37 fire (the 37th at 370 ps), the 38th would cross the limit. */
    @Test
    void theEventsLimitStopsBeforeTheEventThatWouldCrossIt() {
        Simulation sim = ticks(100);
        sim.limit(new RunLimits(37, Long.MAX_VALUE, Long.MAX_VALUE));
        RunLimitException e = assertThrows(RunLimitException.class, sim::run);
        assertEquals("max_events", e.limit());
        assertEquals(37, e.eventsFired());
        assertEquals(370, e.nowPs());
    }

    /** Past the clock's checkpoint interval the events limit is still exact. */
    @Test
    void theEventsLimitIsExactBeyondTheClockInterval() {
        int limit = RunLimits.WALL_CHECK_EVENTS * 2 + 5;
        Simulation sim = ticks(limit + 10);
        sim.limit(new RunLimits(limit, Long.MAX_VALUE, Long.MAX_VALUE));
        RunLimitException e = assertThrows(RunLimitException.class, sim::run);
        assertEquals(limit, e.eventsFired());
    }

    /** max_simulated 255 ps: the events at 10..250 ps fire (25 of them), the one at 260 ps does not. */
    @Test
    void theVirtualTimeLimitStopsBeforeTheFirstEventPastIt() {
        Simulation sim = ticks(100);
        sim.limit(new RunLimits(Long.MAX_VALUE, 255, Long.MAX_VALUE));
        RunLimitException e = assertThrows(RunLimitException.class, sim::run);
        assertEquals("max_simulated", e.limit());
        assertEquals(25, e.eventsFired());
        assertEquals(250, e.nowPs());
    }

    /** An event exactly at the limit still fires. */
    @Test
    void anEventAtTheVirtualTimeLimitFires() {
        Simulation sim = ticks(10);
        sim.limit(new RunLimits(Long.MAX_VALUE, 100, Long.MAX_VALUE));
        assertEquals(100, sim.run());
    }

    /** A wall-clock budget of 0 ns is spent before the first event. */
    @Test
    void anExhaustedWallClockBudgetStopsAtTheFirstCheck() {
        Simulation sim = ticks(10);
        sim.limit(new RunLimits(Long.MAX_VALUE, Long.MAX_VALUE, 0));
        RunLimitException e = assertThrows(RunLimitException.class, sim::run);
        assertEquals("max_wall", e.limit());
        assertEquals(0, e.eventsFired());
    }

    /**
     * One event that adds a million events before returning (a loop of nonblocking calls): under
     * max_events 100 its 101st add leaves 101 pending, more than the limit allows in all, so the
     * run stops inside that event (1 fired: the flooding one, at 10 ps) instead of queueing the
     * million.
     */
    @Test
    void aFloodOfEventsWithinOneEventStopsAtTheAddThatPassesMaxEvents() {
        Simulation sim = new Simulation(1);
        int[] added = {0};
        sim.schedule(10, t -> {
            for (int i = 0; i < 1_000_000; i++) {
                sim.schedule(t + 1, u -> { });
                added[0]++;
            }
        });
        sim.limit(new RunLimits(100, Long.MAX_VALUE, Long.MAX_VALUE));
        RunLimitException e = assertThrows(RunLimitException.class, sim::run);
        assertEquals("max_events", e.limit());
        assertEquals(1, e.eventsFired());
        assertEquals(10, e.nowPs());
        assertEquals(100, added[0]);
    }

    /** Adds made before the run (a workload's start) are checked too: the clock, at the first add. */
    @Test
    void addsBeforeTheRunReadTheWallClock() {
        Simulation sim = new Simulation(1);
        sim.limit(new RunLimits(Long.MAX_VALUE, Long.MAX_VALUE, 0));
        RunLimitException e = assertThrows(RunLimitException.class, () -> sim.schedule(5, t -> { }));
        assertEquals("max_wall", e.limit());
    }

    /** Limits at a long's maximum stop nothing: adds before and after they are set all go in and fire. */
    @Test
    void limitsAtTheirMaximumLetEveryAddThrough() {
        Simulation sim = ticks(0);
        for (int i = 0; i < 3 * RunLimits.WALL_CHECK_EVENTS; i++) {
            sim.schedule(1, t -> { });
        }
        sim.limit(new RunLimits(Long.MAX_VALUE, Long.MAX_VALUE, Long.MAX_VALUE));
        for (int i = 0; i < 3 * RunLimits.WALL_CHECK_EVENTS; i++) {
            sim.schedule(1, t -> { });
        }
        assertEquals(6 * RunLimits.WALL_CHECK_EVENTS, sim.pendingEvents());
        assertEquals(1, sim.run());
    }
}

package org.collsim.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Simulation.fireNext fires in the order and with the count a schedule at the current time would give. */
class FireNextTest {
    private final List<String> fired = new ArrayList<>();

    private Event named(String name) {
        return t -> fired.add(name + "@" + t);
    }

    /** Nothing else pending at 10 ps: "next" fires inside "a" and counts as an event; "b" at 20 ps follows. */
    @Test
    void firesAtOnceWhenNothingElseIsPendingNow() {
        Simulation sim = new Simulation(1);
        sim.schedule(20, named("b"));
        sim.schedule(10, t -> {
            fired.add("a@" + t);
            sim.fireNext(named("next"));
            fired.add("a returns");
        });
        assertEquals(20, sim.run());
        assertEquals(List.of("a@10", "next@10", "a returns", "b@20"), fired);
        assertEquals(3, sim.eventsFired());
    }

    /** Another event pending at 10 ps: "next" waits behind it, as sim.schedule(10, ...) would make it. */
    @Test
    void queuesBehindTheEventsPendingNow() {
        Simulation sim = new Simulation(1);
        sim.schedule(10, t -> {
            fired.add("a@" + t);
            sim.fireNext(named("next"));
        });
        sim.schedule(10, named("c"));
        sim.run();
        assertEquals(List.of("a@10", "c@10", "next@10"), fired);
        assertEquals(3, sim.eventsFired());
    }

    /** Outside run (setting up) it schedules at the current time. */
    @Test
    void beforeRunItSchedules() {
        Simulation sim = new Simulation(1);
        sim.fireNext(named("set-up"));
        assertEquals(List.of(), fired);
        sim.run();
        assertEquals(List.of("set-up@0"), fired);
    }

    /** max_events 1: "a" is the one event allowed, so "next" is queued and the limit stops the run before it. */
    @Test
    void theEventsLimitStillStopsBeforeIt() {
        Simulation sim = new Simulation(1);
        sim.limit(new RunLimits(1, Long.MAX_VALUE, Long.MAX_VALUE));
        sim.schedule(10, t -> sim.fireNext(named("next")));
        RunLimitException e = assertThrows(RunLimitException.class, sim::run);
        assertEquals(1, e.eventsFired());
        assertEquals(List.of(), fired);
    }

    /** After stop() the run returns with "next" still pending; the next run fires it. */
    @Test
    void aStopLeavesItQueued() {
        Simulation sim = new Simulation(1);
        sim.schedule(10, t -> {
            sim.stop();
            sim.fireNext(named("next"));
        });
        sim.run();
        assertEquals(List.of(), fired);
        assertEquals(1, sim.pendingEvents());
        sim.run();
        assertEquals(List.of("next@10"), fired);
    }
}

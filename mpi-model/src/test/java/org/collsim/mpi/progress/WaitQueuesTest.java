package org.collsim.mpi.progress;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.collsim.engine.SequencedEventQueue;
import org.collsim.engine.Simulation;
import org.collsim.engine.net.LogGPModel;
import org.collsim.engine.net.Network;
import org.junit.jupiter.api.Test;

/**
 * The two places where {@link WaitQueues} must put a waiter among the events of one picosecond by its
 * number, hand-timed on one rank's CPU (computes only; loggp so that CPU work waits). Events are
 * numbered in the order they are scheduled: the tests schedule them out of time order on purpose.
 */
class WaitQueuesTest {
    private final Simulation sim = new Simulation(1, new SequencedEventQueue());
    private final ProgressEngine engine = new ProgressEngine(sim, new Network(1, new LogGPModel(0, 0, 0, 0, 0, 0, 0)));

    /** Schedules at {@code atPs} a compute of {@code durationPs} on rank 0; returns its request. */
    private CpuRequest computeAt(long atPs, long durationPs) {
        CpuRequest done = new CpuRequest((q, now) -> { });
        sim.schedule(atPs, now -> engine.compute(0, durationPs, done));
        return done;
    }

    /**
     * X (number 0) computes 0-1000. B (1, at 500) and A (3, at 200) wait for the CPU; A joins first,
     * B later with a smaller number. Y (2) is due at 1000. At 1000 the order is B (1), Y (2), A (3):
     * B computes 1000-1100; Y and A wait again, Y 1100-1150, A 1150-1250. Had the wake-up kept A's
     * number, B would go after Y, which would have computed 1000-1050.
     */
    @Test
    void aWaiterWithASmallerNumberThatJoinsLaterGoesAtItsNumbersPlace() {
        CpuRequest x = computeAt(0, 1000);
        CpuRequest b = computeAt(500, 100);
        CpuRequest y = computeAt(1000, 50);
        CpuRequest a = computeAt(200, 100);
        sim.run();
        assertEquals(1000, x.completedPs());
        assertEquals(1100, b.completedPs());
        assertEquals(1150, y.completedPs());
        assertEquals(1250, a.completedPs());
    }

    /**
     * X (0) computes 0-1000; A (1, at 100) and B (3, at 200) wait with empty computes; Z (2) is due at
     * 1000 with 100 ps. At 1000: A computes nothing and leaves the CPU free, so the next waiter is
     * due at once but after Z: Z computes 1000-1100 and B waits for it, ending at 1100, not 1000.
     */
    @Test
    void aWaiterThatLeavesTheResourceFreeLetsTheNextGoAfterTheEventsNumberedBetween() {
        CpuRequest x = computeAt(0, 1000);
        CpuRequest a = computeAt(100, 0);
        CpuRequest z = computeAt(1000, 100);
        CpuRequest b = computeAt(200, 0);
        sim.run();
        assertEquals(1000, x.completedPs());
        assertEquals(1000, a.completedPs());
        assertEquals(1100, z.completedPs());
        assertEquals(1100, b.completedPs());
    }
}

package org.collsim.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class EventQueueTest {
    private record Tagged(long time, long seq) implements Event {
        @Override
        public void fire(long nowPs) {
        }
    }

    /** Random interleavings of adds and polls come out in (time, insertion) order, like a reference queue. */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 42, 2026})
    void matchesAReferencePriorityQueue(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        QuaternaryHeapEventQueue queue = new QuaternaryHeapEventQueue(4);
        PriorityQueue<Tagged> reference = new PriorityQueue<>((a, b) ->
                a.time != b.time ? Long.compare(a.time, b.time) : Long.compare(a.seq, b.seq));
        long seq = 0;
        long now = 0;
        for (int step = 0; step < 20_000; step++) {
            if (reference.isEmpty() || rnd.nextInt(3) > 0) {
                Tagged t = new Tagged(now + rnd.nextInt(50), seq++); // many equal times
                queue.add(t.time, t);
                reference.add(t);
            } else {
                assertEquals(reference.peek().time, queue.peekTimePs());
                Tagged expected = reference.poll();
                assertEquals(expected, queue.poll());
                now = expected.time;
            }
            assertEquals(reference.size(), queue.size());
        }
    }

    @Test
    void simulationFiresInTimeOrderAndRejectsThePast() {
        Simulation sim = new Simulation(1);
        List<Long> fired = new ArrayList<>();
        sim.schedule(30, t -> fired.add(t));
        sim.schedule(10, t -> {
            fired.add(t);
            sim.schedule(20, fired::add);
        });
        assertEquals(30, sim.run());
        assertEquals(List.of(10L, 20L, 30L), fired);
        assertEquals(3, sim.eventsFired());
        assertThrows(IllegalStateException.class, () -> sim.schedule(5, t -> { }));
    }
}

package org.collsim.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

class EventQueueTest {
    private record Tagged(long time, long seq) implements Event {
        @Override
        public void fire(long nowPs) {
        }
    }

    /** Random interleavings of adds and polls come out in (time, insertion) order, like a reference queue. */
    static Stream<Arguments> queuesAndSeeds() {
        List<Arguments> out = new ArrayList<>();
        for (long seed : new long[] {1, 2, 3, 42, 2026}) {
            for (int spread : new int[] {3, 50, 1_000_000}) {
                out.add(Arguments.of("4-ary heap", (Supplier<EventQueue>) () -> new QuaternaryHeapEventQueue(4), seed, spread));
                out.add(Arguments.of("time buckets", (Supplier<EventQueue>) TimeBucketEventQueue::new, seed, spread));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} seed={2} spread={3}")
    @MethodSource("queuesAndSeeds")
    void matchesAReferencePriorityQueue(String name, Supplier<EventQueue> factory, long seed, int spread) {
        SplittableRandom rnd = new SplittableRandom(seed);
        EventQueue queue = factory.get();
        PriorityQueue<Tagged> reference = new PriorityQueue<>((a, b) ->
                a.time != b.time ? Long.compare(a.time, b.time) : Long.compare(a.seq, b.seq));
        long seq = 0;
        long now = 0;
        for (int step = 0; step < 20_000; step++) {
            if (reference.isEmpty() || rnd.nextInt(3) > 0) {
                Tagged t = new Tagged(now + rnd.nextInt(spread), seq++); // small spreads: many equal times
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

    /** The bucket a poll empties is kept for adds at its time; an add at another time, even an earlier one, drops it first. */
    @Test
    void timeBucketsReuseTheEmptiedBucketAndStillOrderEarlierTimes() {
        EventQueue queue = new TimeBucketEventQueue();
        Tagged first = new Tagged(10, 0);
        queue.add(10, first);
        queue.add(30, new Tagged(30, 1));
        assertEquals(first, queue.poll());
        Tagged again = new Tagged(10, 2);
        queue.add(10, again);
        assertEquals(10, queue.peekTimePs());
        assertEquals(again, queue.poll());
        Tagged earlier = new Tagged(5, 3);
        queue.add(5, earlier);
        Tagged later = new Tagged(10, 4);
        queue.add(10, later);
        assertEquals(3, queue.size());
        assertEquals(earlier, queue.poll());
        assertEquals(later, queue.poll());
        assertEquals(30, queue.peekTimePs());
        assertEquals(1, queue.size());
    }

    /** isLast: the event at the tail of its time's bucket, not one with another behind it, not at another time, not once polled; other queues cannot tell. */
    @Test
    void timeBucketsTellWhetherAnEventIsLastAtItsTime() {
        EventQueue queue = new TimeBucketEventQueue();
        Tagged a = new Tagged(20, 0);
        Tagged b = new Tagged(20, 1);
        queue.add(20, a);
        assertTrue(queue.isLast(20, a));
        assertFalse(queue.isLast(30, a));
        queue.add(40, new Tagged(40, 2));
        assertTrue(queue.isLast(20, a), "an add at another time leaves it last");
        queue.add(20, b);
        assertFalse(queue.isLast(20, a));
        assertTrue(queue.isLast(20, b));
        assertEquals(a, queue.poll());
        assertTrue(queue.isLast(20, b));
        assertEquals(b, queue.poll());
        assertFalse(queue.isLast(20, b), "polled: the emptied bucket holds nothing");
        EventQueue heap = new QuaternaryHeapEventQueue(4);
        heap.add(20, a);
        assertFalse(heap.isLast(20, a));
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

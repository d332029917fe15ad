package org.collsim.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** A retry keeps the number of the event that first tried, so it fires before later-numbered events at its time. */
class SequencedEventQueueTest {
    @Test
    void aRetryGoesBeforeEventsNumberedAfterItsFirstAttempt() {
        Simulation sim = new Simulation(1, new SequencedEventQueue());
        List<String> fired = new ArrayList<>();
        // a (number 0) at 0 retries at 10; b (number 1), scheduled at 0 for 10 before the retry is made,
        // still fires after it; c (number 2, scheduled by a's retry at 10) fires last.
        sim.schedule(0, now -> {
            fired.add("a@" + now);
            sim.retry(10, t -> {
                fired.add("a-retry@" + t);
                sim.schedule(t, u -> fired.add("c@" + u));
            });
        });
        sim.schedule(10, now -> fired.add("b@" + now));
        sim.run();
        assertEquals(List.of("a@0", "a-retry@10", "b@10", "c@10"), fired);
    }

    @Test
    void retriesMadeBeforeTheRunPrecedeEveryEventAndKeepTheirOrder() {
        Simulation sim = new Simulation(1, new SequencedEventQueue());
        List<String> fired = new ArrayList<>();
        sim.schedule(5, now -> fired.add("event"));
        sim.retry(5, now -> fired.add("first retry"));
        sim.retry(5, now -> fired.add("second retry"));
        sim.run();
        assertEquals(List.of("first retry", "second retry", "event"), fired);
    }

    @Test
    void retriesNeedTheSequencedQueueAndALaterTime() {
        Simulation plain = new Simulation(1);
        assertThrows(IllegalStateException.class, () -> plain.retry(1, now -> { }));
        Simulation sim = new Simulation(1, new SequencedEventQueue());
        List<Exception> errors = new ArrayList<>();
        sim.schedule(3, now -> {
            try {
                sim.retry(3, t -> { });
            } catch (IllegalStateException e) {
                errors.add(e);
            }
        });
        sim.run();
        assertEquals(1, errors.size());
    }

    /**
     * A bucket filled in any number order leaves sorted by number, equal numbers in the order they
     * were added: checked against List.sort (a stable sort) on 5,000 entries with 40 distinct
     * numbers, so the merge sort's runs of every width and its ties are exercised.
     */
    @Test
    void aBucketOfManyOutOfOrderNumbersLeavesStablySorted() {
        SequencedEventQueue q = new SequencedEventQueue();
        q.add(0, now -> { }); // makes time 0 current, so time 7 is a future bucket sorted when it becomes current
        Random random = new Random(42);
        List<long[]> added = new ArrayList<>(); // {number, order of adding}
        List<Integer> fired = new ArrayList<>();
        for (int i = 0; i < 5000; i++) {
            long seq = random.nextInt(40) - 20;
            int order = i;
            q.add(7, seq, now -> fired.add(order));
            added.add(new long[] {seq, i});
        }
        q.poll();
        added.sort(Comparator.comparingLong(a -> a[0]));
        for (long[] expected : added) {
            assertEquals(7, q.peekTimePs());
            q.poll().fire(7);
            assertEquals(expected[0], q.polledSeq());
            assertEquals((int) expected[1], fired.get(fired.size() - 1));
        }
        assertEquals(0, q.size());
    }

    /**
     * Events that schedule fresh events and retries (old numbers: their own, or one of an earlier
     * time's event) at later times, many per bucket, leave in (time, number, order of adding): the
     * order a stable sort of every entry gives, checked entry by entry over 20,000 events and many
     * buckets whose entries came in runs, one by one and not at all out of order.
     */
    @Test
    void manyBucketsWithRetriesAmongFreshEventsLeaveInTimeNumberAndAddingOrder() {
        SequencedEventQueue q = new SequencedEventQueue();
        Random random = new Random(7);
        PriorityQueue<long[]> pending = new PriorityQueue<>( // {time, number, order of adding}
                Comparator.<long[]>comparingLong(e -> e[0]).thenComparingLong(e -> e[1]).thenComparingLong(e -> e[2]));
        long[] numbers = new long[1];
        int[] orders = new int[1];
        List<Long> oldNumbers = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            long time = random.nextInt(5);
            pending.add(new long[] {time, numbers[0]++, orders[0]});
            q.add(time, new Tagged(orders[0]++));
        }
        int fired = 0;
        long now = 0;
        while (!q.isEmpty()) {
            long[] expected = pending.poll();
            now = q.peekTimePs();
            assertEquals(expected[0], now);
            Tagged e = (Tagged) q.poll();
            assertEquals(expected[2], e.order);
            assertEquals(expected[1], q.polledSeq());
            oldNumbers.add(q.polledSeq());
            int children = 1 + random.nextInt(2);
            for (int k = 0; fired < 20_000 && k < children; k++, fired++) {
                long time = now + (random.nextInt(4) == 0 ? 0 : 1 + random.nextInt(6));
                boolean retry = time > now && random.nextBoolean();
                long seq = !retry ? numbers[0]++ : random.nextBoolean() ? q.polledSeq()
                        : oldNumbers.get(random.nextInt(oldNumbers.size()));
                pending.add(new long[] {time, seq, orders[0]});
                if (retry) {
                    q.add(time, seq, new Tagged(orders[0]++));
                } else {
                    q.add(time, new Tagged(orders[0]++));
                }
            }
        }
        assertEquals(0, pending.size());
        assertEquals(20_000, fired);
    }

    /** An event that knows the order it was added in. */
    private record Tagged(int order) implements Event {
        @Override
        public void fire(long nowPs) {
        }
    }
}

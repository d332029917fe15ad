package org.collsim.topo.flow;

import java.util.Arrays;

/**
 * A binary min-heap of int ids in an {@link Order} the owner gives over its own arrays, indexed by
 * id, so that the smallest id is read in O(1) and an id whose key changed moves, or leaves, in
 * O(log size). One shape for both of the flow model's orders: links by fair share
 * ({@link MaxMinFairShare}'s bottleneck) and flows by finish time ({@link FlowNetwork}'s completions).
 */
final class IndexedHeap {
    /** A strict total order on ids: whether {@code a} comes before {@code b}. */
    interface Order {
        boolean before(int a, int b);
    }

    private static final int ABSENT = -1;
    private final Order order;
    /** Heap index of every id, {@link #ABSENT} outside the heap. */
    private int[] position;
    private int[] heap = new int[64];
    private int size;

    /** A heap of ids below {@code capacity} (see {@link #grow}). */
    IndexedHeap(int capacity, Order order) {
        this.order = order;
        this.position = new int[capacity];
        Arrays.fill(position, ABSENT);
    }

    /** Makes room for ids below {@code capacity}. */
    void grow(int capacity) {
        int old = position.length;
        if (capacity > old) {
            position = Arrays.copyOf(position, capacity);
            Arrays.fill(position, old, capacity, ABSENT);
        }
    }

    boolean isEmpty() {
        return size == 0;
    }

    boolean contains(int id) {
        return position[id] != ABSENT;
    }

    int peek() {
        return heap[0];
    }

    int poll() {
        int top = heap[0];
        remove(top);
        return top;
    }

    /** Inserts {@code id}, or restores the order after its key changed. */
    void update(int id) {
        if (position[id] == ABSENT) {
            if (size == heap.length) {
                heap = Arrays.copyOf(heap, 2 * size);
            }
            place(id, size++);
        }
        up(position[id]);
        down(position[id]);
    }

    /** Takes {@code id}, which must be in the heap, out of it. */
    void remove(int id) {
        int i = position[id];
        position[id] = ABSENT;
        int last = heap[--size];
        if (i < size) {
            place(last, i);
            up(i);
            down(position[last]);
        }
    }

    /** Makes the (empty) heap hold {@code ids[0 .. count)}, in O(count). */
    void build(int[] ids, int count) {
        if (heap.length < count) {
            heap = new int[Math.max(count, 2 * heap.length)];
        }
        for (int i = 0; i < count; i++) {
            place(ids[i], i);
        }
        size = count;
        for (int i = count / 2 - 1; i >= 0; i--) {
            down(i);
        }
    }

    private void place(int id, int i) {
        heap[i] = id;
        position[id] = i;
    }

    private void up(int i) {
        int id = heap[i];
        while (i > 0) {
            int parent = (i - 1) / 2;
            if (!order.before(id, heap[parent])) {
                break;
            }
            place(heap[parent], i);
            i = parent;
        }
        place(id, i);
    }

    private void down(int i) {
        int id = heap[i];
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && order.before(heap[child + 1], heap[child])) {
                child++;
            }
            if (!order.before(heap[child], id)) {
                break;
            }
            place(heap[child], i);
            i = child;
        }
        place(id, i);
    }
}

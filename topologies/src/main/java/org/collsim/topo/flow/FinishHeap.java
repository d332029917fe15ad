package org.collsim.topo.flow;

import java.util.Arrays;

/**
 * The active flows by finish time (earliest first; ties by begin order): an indexed binary heap, so
 * that a flow whose rate changed moves in O(log flows) and the next completion is read in O(1).
 */
final class FinishHeap {
    private Flow[] heap = new Flow[64];
    private int size;

    boolean isEmpty() {
        return size == 0;
    }

    Flow peek() {
        return heap[0];
    }

    Flow poll() {
        Flow top = heap[0];
        top.heapIndex = -1;
        Flow last = heap[--size];
        heap[size] = null;
        if (size > 0) {
            place(last, 0);
            down(0);
        }
        return top;
    }

    /** Inserts {@code f}, or restores the order after its finish time changed. */
    void update(Flow f) {
        if (f.heapIndex < 0) {
            if (size == heap.length) {
                heap = Arrays.copyOf(heap, 2 * size);
            }
            place(f, size++);
        }
        up(f.heapIndex);
        down(f.heapIndex);
    }

    private static boolean before(Flow a, Flow b) {
        return a.finishPs < b.finishPs || (a.finishPs == b.finishPs && a.sequence < b.sequence);
    }

    private void place(Flow f, int i) {
        heap[i] = f;
        f.heapIndex = i;
    }

    private void up(int i) {
        Flow f = heap[i];
        while (i > 0) {
            int parent = (i - 1) / 2;
            if (!before(f, heap[parent])) {
                break;
            }
            place(heap[parent], i);
            i = parent;
        }
        place(f, i);
    }

    private void down(int i) {
        Flow f = heap[i];
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && before(heap[child + 1], heap[child])) {
                child++;
            }
            if (!before(heap[child], f)) {
                break;
            }
            place(heap[child], i);
            i = child;
        }
        place(f, i);
    }
}

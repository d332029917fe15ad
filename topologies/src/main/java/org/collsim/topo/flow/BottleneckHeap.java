package org.collsim.topo.flow;

import java.util.Arrays;

/**
 * The links that still have unfrozen flows in a {@link MaxMinFairShare} assignment, ordered by
 * residual capacity per unfrozen flow, smallest first, lowest link id on a tie: an indexed binary
 * heap over link ids reading the solver's residual and unfrozen arrays, so that the bottleneck is
 * read in O(1) and a link whose share changed moves in O(log links).
 */
final class BottleneckHeap {
    private final long[] residual;
    private final int[] unfrozen;
    /** Heap index of every link, -1 when absent. */
    private final int[] position;
    private int[] heap = new int[64];
    private int size;

    BottleneckHeap(long[] residual, int[] unfrozen) {
        this.residual = residual;
        this.unfrozen = unfrozen;
        this.position = new int[residual.length];
        Arrays.fill(position, -1);
    }

    boolean isEmpty() {
        return size == 0;
    }

    int peek() {
        return heap[0];
    }

    /** Makes the heap hold {@code links[0 .. count)} (it must be empty), in O(count). */
    void build(int[] links, int count) {
        if (heap.length < count) {
            heap = Arrays.copyOf(links, Math.max(count, 2 * heap.length));
        }
        for (int i = 0; i < count; i++) {
            place(links[i], i);
        }
        size = count;
        for (int i = count / 2 - 1; i >= 0; i--) {
            down(i);
        }
    }

    /** Restores the order after the share of {@code link} changed; drops it once it has no unfrozen flow. */
    void changed(int link) {
        int i = position[link];
        if (i < 0) {
            return;
        }
        if (unfrozen[link] > 0) {
            up(i);
            down(position[link]);
            return;
        }
        position[link] = -1;
        int last = heap[--size];
        if (i < size) {
            place(last, i);
            up(i);
            down(position[last]);
        }
    }

    /** residual/unfrozen of a below that of b, compared exactly (see {@link MaxMinFairShare#MAX_FLOWS_PER_LINK}); then the lower id. */
    private boolean before(int a, int b) {
        long shareA = residual[a] * unfrozen[b];
        long shareB = residual[b] * unfrozen[a];
        return shareA < shareB || (shareA == shareB && a < b);
    }

    private void place(int link, int i) {
        heap[i] = link;
        position[link] = i;
    }

    private void up(int i) {
        int link = heap[i];
        while (i > 0) {
            int parent = (i - 1) / 2;
            if (!before(link, heap[parent])) {
                break;
            }
            place(heap[parent], i);
            i = parent;
        }
        place(link, i);
    }

    private void down(int i) {
        int link = heap[i];
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && before(heap[child + 1], heap[child])) {
                child++;
            }
            if (!before(heap[child], link)) {
                break;
            }
            place(heap[child], i);
            i = child;
        }
        place(link, i);
    }
}

package org.collsim.topo.flow;

import java.util.Arrays;
import java.util.List;

/**
 * The active flows of one {@link FlowNetwork}, under small reused ids: each flow's finish time and
 * begin order side by side in one array by id (what the heap compares), the flows by finish time (earliest first, then begin order) in an
 * {@link IndexedHeap}, and the flows of every link in the {@link LinkTable}. Arrays grow to the most
 * flows active at once and are then reused, so a flow event allocates nothing here.
 */
final class ActiveFlows {
    private final LinkTable links;
    private final IndexedHeap finishing = new IndexedHeap(0, this::finishesBefore);
    private Flow[] byId = new Flow[0];
    /** Per id: [2 id] its finish time, [2 id + 1] its begin order. */
    private long[] keys = new long[0];
    /** The last search ({@link #visit}) that reached each id. */
    private long[] visitedBy = new long[0];
    private int[] freeIds = new int[0];
    private int free;
    private int used;
    private long nextSequence;

    /** @param capacity units per ps of every link id */
    ActiveFlows(long[] capacity, int maxRouteLinks) {
        this.links = new LinkTable(capacity, maxRouteLinks);
    }

    /** The links, with the flows on each, for searches, rates and routing. */
    LinkTable links() {
        return links;
    }

    /** Makes {@code f} active: an id, the next begin order, its route's lists. */
    void add(Flow f) {
        if (free == 0) {
            grow(Math.max(64, 2 * used));
        }
        int id = freeIds[--free];
        f.id = id;
        byId[id] = f;
        keys[2 * id + 1] = nextSequence++;
        links.add(id, f.links, f.linkCount);
    }

    private void grow(int capacity) {
        byId = Arrays.copyOf(byId, capacity);
        keys = Arrays.copyOf(keys, 2 * capacity);
        visitedBy = Arrays.copyOf(visitedBy, capacity);
        freeIds = Arrays.copyOf(freeIds, capacity);
        for (int id = capacity - 1; id >= used; id--) {
            freeIds[free++] = id;
        }
        used = capacity;
        finishing.grow(capacity);
        links.grow(capacity);
    }

    /** Takes the finished {@code f} off its links and frees its id. */
    void remove(Flow f) {
        links.remove(f.id, f.links, f.linkCount);
        byId[f.id] = null;
        freeIds[free++] = f.id;
        f.id = -1;
    }

    /** Sets when {@code f} finishes at its rate. */
    void finishAt(Flow f, long timePs) {
        keys[2 * f.id] = timePs;
        finishing.update(f.id);
    }

    /** The earliest finish time of an active flow, or -1 when there is none. */
    long earliestFinishPs() {
        return finishing.isEmpty() ? -1 : keys[2 * finishing.peek()];
    }

    /**
     * Moves the flows that finish by {@code nowPs} into {@code done}, in begin order: they all
     * finish at {@code nowPs}, as every earlier finish was taken at its own time, so the heap's
     * order is the begin order.
     */
    void takeFinished(long nowPs, List<Flow> done) {
        while (!finishing.isEmpty() && keys[2 * finishing.peek()] <= nowPs) {
            done.add(byId[finishing.poll()]);
        }
    }

    /** Whether {@code search} reaches the flow of {@code id} for the first time; marks it reached. */
    boolean visit(int id, long search) {
        if (visitedBy[id] == search) {
            return false;
        }
        visitedBy[id] = search;
        return true;
    }

    Flow get(int id) {
        return byId[id];
    }

    private boolean finishesBefore(int a, int b) {
        long finishA = keys[2 * a];
        long finishB = keys[2 * b];
        return finishA < finishB || (finishA == finishB && keys[2 * a + 1] < keys[2 * b + 1]);
    }
}

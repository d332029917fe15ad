package org.collsim.topo.flow;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Every link's state in one array, a record of four ints (16 bytes) per link: the first membership of
 * its list of active flows, their count, the last search that reached it and its capacity's index
 * in a table of the distinct capacities (units per ps; a network has few); so a flow event that
 * touches a link reads one record, not one array per field. The lists are
 * intrusive doubly linked lists over flow ids: the i-th link of flow id f is membership
 * {@code f * stride + i} (stride a power of two at least the longest route), whose neighbours on that
 * link's list are kept in two int arrays. Adding or removing a flow touches each link of its route
 * once and no other flow's entries unless that link carries others; nothing is allocated once the
 * arrays have grown to the most flows active at once. List order is unspecified.
 */
final class LinkTable {
    static final int NONE = -1;
    private static final int RECORD = 4;
    private static final int FIRST = 0;
    private static final int COUNT = 1;
    private static final int SEARCH = 2;
    private static final int CAPACITY = 3;
    private final int shift;
    private final int[] records;
    /** The distinct capacities, indexed by a record's {@link #CAPACITY}. */
    private final long[] capacities;
    /** The last search started; 0 marks no search. */
    private int search;
    private int[] next = new int[0];
    private int[] previous = new int[0];

    /** @param capacity units per ps of every link id */
    LinkTable(long[] capacity, int maxRouteLinks) {
        this.shift = 32 - Integer.numberOfLeadingZeros(Math.max(1, maxRouteLinks - 1));
        this.records = new int[RECORD * capacity.length];
        Map<Long, Integer> index = new HashMap<>();
        for (int l = 0; l < capacity.length; l++) {
            records[RECORD * l + CAPACITY] = index.computeIfAbsent(capacity[l], c -> index.size());
            records[RECORD * l + FIRST] = NONE;
        }
        this.capacities = new long[index.size()];
        index.forEach((c, i) -> capacities[i] = c);
    }

    /** Makes room for flow ids below {@code flows}. */
    void grow(int flows) {
        int size = flows << shift;
        if (size > next.length) {
            next = Arrays.copyOf(next, size);
            previous = Arrays.copyOf(previous, size);
        }
    }

    /** Puts flow {@code id} on every link of {@code route[0 .. length)} (at most the longest route). */
    void add(int id, int[] route, int length) {
        for (int i = 0; i < length; i++) {
            int m = (id << shift) + i;
            int r = RECORD * route[i];
            int first = records[r + FIRST];
            next[m] = first;
            previous[m] = NONE;
            if (first != NONE) {
                previous[first] = m;
            }
            records[r + FIRST] = m;
            records[r + COUNT]++;
        }
    }

    /** Takes flow {@code id} off every link of {@code route[0 .. length)}, the route it was added with. */
    void remove(int id, int[] route, int length) {
        for (int i = 0; i < length; i++) {
            int m = (id << shift) + i;
            int r = RECORD * route[i];
            int after = next[m];
            int before = previous[m];
            if (before == NONE) {
                records[r + FIRST] = after;
            } else {
                next[before] = after;
            }
            if (after != NONE) {
                previous[after] = before;
            }
            records[r + COUNT]--;
        }
    }

    /** Units per ps {@code link} carries. */
    long capacity(int link) {
        return capacities[records[RECORD * link + CAPACITY]];
    }

    /** A new search, for {@link #reach}: no link is reached by it yet (marks are cleared when the numbers wrap). */
    int startSearch() {
        if (++search == 0) {
            for (int r = SEARCH; r < records.length; r += RECORD) {
                records[r] = 0;
            }
            search = 1;
        }
        return search;
    }

    /** Whether {@code search}, the last started, reaches {@code link} for the first time; marks it reached. */
    boolean reach(int link, int search) {
        int r = RECORD * link + SEARCH;
        if (records[r] == search) {
            return false;
        }
        records[r] = search;
        return true;
    }

    /** Active flows on {@code link}. */
    int count(int link) {
        return records[RECORD * link + COUNT];
    }

    /** The first membership of {@code link}'s list, or {@link #NONE}. */
    int first(int link) {
        return records[RECORD * link + FIRST];
    }

    /** The membership after {@code membership} on its link's list, or {@link #NONE}. */
    int next(int membership) {
        return next[membership];
    }

    /** The flow id of a membership. */
    int flowOf(int membership) {
        return membership >>> shift;
    }
}

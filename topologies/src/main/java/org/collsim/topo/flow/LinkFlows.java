package org.collsim.topo.flow;

import java.util.Arrays;

/**
 * The active flows of every link, as intrusive doubly linked lists over flow ids: the i-th link of
 * flow id f is membership {@code f * stride + i} (stride a power of two at least the longest route),
 * whose neighbours on that link's list are kept in two int arrays, and every link keeps its first
 * membership and its flow count side by side. Adding or removing a flow touches each link of its
 * route once and no other flow's entries unless that link carries others; nothing is allocated once
 * the arrays have grown to the most flows active at once. List order is unspecified.
 */
final class LinkFlows {
    static final int NONE = -1;
    private final int shift;
    /** Per link l: [2l] its first membership or NONE, [2l + 1] its flow count. */
    private final int[] perLink;
    private int[] next = new int[0];
    private int[] previous = new int[0];

    LinkFlows(int linkCount, int maxRouteLinks) {
        this.shift = 32 - Integer.numberOfLeadingZeros(Math.max(1, maxRouteLinks - 1));
        this.perLink = new int[2 * linkCount];
        for (int l = 0; l < linkCount; l++) {
            perLink[2 * l] = NONE;
        }
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
            int l = route[i];
            int first = perLink[2 * l];
            next[m] = first;
            previous[m] = NONE;
            if (first != NONE) {
                previous[first] = m;
            }
            perLink[2 * l] = m;
            perLink[2 * l + 1]++;
        }
    }

    /** Takes flow {@code id} off every link of {@code route[0 .. length)}, the route it was added with. */
    void remove(int id, int[] route, int length) {
        for (int i = 0; i < length; i++) {
            int m = (id << shift) + i;
            int l = route[i];
            int after = next[m];
            int before = previous[m];
            if (before == NONE) {
                perLink[2 * l] = after;
            } else {
                next[before] = after;
            }
            if (after != NONE) {
                previous[after] = before;
            }
            perLink[2 * l + 1]--;
        }
    }

    /** Active flows on {@code link}. */
    int count(int link) {
        return perLink[2 * link + 1];
    }

    /** The first membership of {@code link}'s list, or {@link #NONE}. */
    int first(int link) {
        return perLink[2 * link];
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

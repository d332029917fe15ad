package org.collsim.topo.flow;

import java.util.Arrays;

/**
 * The active flows of every link, each list unordered, with O(route length) insertion and removal:
 * a flow keeps its slot in every list of its route, and removal moves the list's last flow into the
 * freed slot. Lists are allocated on a link's first use, so idle links of a large machine cost one
 * reference each.
 */
final class LinkFlows {
    private static final int FIRST_CAPACITY = 4;
    private final Flow[][] flows;
    private final int[] count;

    LinkFlows(int linkCount) {
        this.flows = new Flow[linkCount][];
        this.count = new int[linkCount];
    }

    void add(Flow f) {
        f.slots = new int[f.links.length];
        for (int i = 0; i < f.links.length; i++) {
            int l = f.links[i];
            if (flows[l] == null) {
                flows[l] = new Flow[FIRST_CAPACITY];
            } else if (count[l] == flows[l].length) {
                flows[l] = Arrays.copyOf(flows[l], 2 * count[l]);
            }
            flows[l][count[l]] = f;
            f.slots[i] = count[l]++;
        }
    }

    void remove(Flow f) {
        for (int i = 0; i < f.links.length; i++) {
            int l = f.links[i];
            int slot = f.slots[i];
            int last = --count[l];
            Flow moved = flows[l][last];
            flows[l][slot] = moved;
            flows[l][last] = null;
            if (moved != f) {
                moved.slots[indexOf(moved.links, l)] = slot;
            }
        }
    }

    private static int indexOf(int[] route, int link) {
        int i = 0;
        while (route[i] != link) {
            i++;
        }
        return i;
    }

    /** Active flows on {@code link}. */
    int count(int link) {
        return count[link];
    }

    /** The {@code i}-th active flow on {@code link}, {@code i < count(link)}. */
    Flow get(int link, int i) {
        return flows[link][i];
    }
}

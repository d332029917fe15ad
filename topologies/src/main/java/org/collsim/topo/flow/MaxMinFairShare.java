package org.collsim.topo.flow;

import java.util.Arrays;
import java.util.List;

/**
 * Max-min fair rates by progressive filling, in integers. Every link l has a capacity c(l) in units
 * per ps. Repeatedly, the link whose residual capacity per unfrozen flow is smallest (ties: the lowest
 * link id) is the bottleneck: each of its unfrozen flows is frozen at the share
 * {@code max(1, floor(residual / unfrozen))}, which is taken from the residual of every link on that
 * flow's route. The floor keeps every link within its capacity; the minimum of 1 unit per ps keeps
 * every flow moving (with the unit of {@link FlowModel}, a link would need more than 720720 flows for
 * it to matter). The bottleneck is kept in an {@link IndexedHeap} of links by share, so the cost is
 * O(route lengths x log links used).
 * <p>Local numbers: an assignment numbers the links its flows use 0, 1, ... in first-use order, keeps
 * their residual, unfrozen count, flows and heap places in small arrays by that number and each
 * flow's route in those numbers, so its inner loops read a few dense arrays whatever the network's
 * size; the {@link LinkTable} is read once per link used (its capacity). Arrays are reused.
 * <p>The rates of flows that share no link, even indirectly, do not depend on each other, and the
 * bottlenecks of such a group are chosen in the same order whether or not other groups are present,
 * so {@link FlowNetwork} may assign one connected group of flows alone.
 */
final class MaxMinFairShare {
    /** Flows one link may carry at once, so that exact share comparisons fit in a long with capacities below 2^40. */
    static final int MAX_FLOWS_PER_LINK = 1 << 22;
    private static final int ABSENT = -1;
    private final LinkTable table;
    /** Each link's local number in the running assignment; {@link #ABSENT} outside it. */
    private final int[] localOf;
    /** The longest route: flow i's local route is {@code route[i * stride ..]}. */
    private final int stride;
    // By local link number.
    private int[] linkId = new int[0];
    private long[] residual = new long[0];
    private int[] unfrozen = new int[0];
    /** Flows of this assignment on the link, frozen or not. */
    private int[] flowsOn = new int[0];
    /** The link's flows are byLink[offset .. offset + flowsOn). */
    private int[] offset = new int[0];
    // By flow index in the assignment's list.
    private int[] route = new int[0];
    private int[] routeLength = new int[0];
    /** The flow's rate; 0 while unfrozen. */
    private long[] rate = new long[0];
    private int[] byLink = new int[0];
    private int[] candidates = new int[0];
    /** The links with unfrozen flows, smallest share first ({@link #smallerShare}). */
    private final IndexedHeap bottlenecks = new IndexedHeap(0, this::smallerShare);

    MaxMinFairShare(LinkTable table, int linkCount, int maxRouteLinks) {
        this.table = table;
        this.stride = maxRouteLinks;
        this.localOf = new int[linkCount];
        Arrays.fill(localOf, ABSENT);
    }

    /** Sets the rate of every flow of {@code flows}. */
    void assign(List<Flow> flows) {
        int n = flows.size();
        if (n == 1) {
            assignAlone(flows.get(0));
            return;
        }
        int links = number(flows);
        indexFlowsByLink(n, links);
        int count = collectCandidates(n, links);
        bottlenecks.build(candidates, count);
        while (!bottlenecks.isEmpty()) {
            freeze(bottlenecks.peek());
        }
        for (int i = 0; i < n; i++) {
            flows.get(i).rateUnitsPerPs = rate[i];
        }
        for (int k = 0; k < links; k++) {
            localOf[linkId[k]] = ABSENT;
        }
    }

    /** A flow alone is frozen by its slowest link, at that link's whole capacity (what progressive filling gives it). */
    void assignAlone(Flow f) {
        long slowest = Long.MAX_VALUE;
        for (int j = 0; j < f.linkCount; j++) {
            slowest = Math.min(slowest, table.capacity(f.links[j]));
        }
        f.rateUnitsPerPs = Math.max(1, slowest);
    }

    /** Numbers the links of {@code flows} in first-use order, writes the local routes and counts flows per link; returns the links. */
    private int number(List<Flow> flows) {
        int n = flows.size();
        growFlows(n);
        int links = 0;
        for (int i = 0; i < n; i++) {
            Flow f = flows.get(i);
            rate[i] = 0;
            routeLength[i] = f.linkCount;
            for (int j = 0; j < f.linkCount; j++) {
                int l = f.links[j];
                int k = localOf[l];
                if (k == ABSENT) {
                    k = links++;
                    if (k == linkId.length) {
                        growLinks(2 * k + 64);
                    }
                    localOf[l] = k;
                    linkId[k] = l;
                    residual[k] = table.capacity(l);
                    flowsOn[k] = 0;
                }
                flowsOn[k]++;
                route[i * stride + j] = k;
            }
        }
        for (int k = 0; k < links; k++) {
            if (flowsOn[k] > MAX_FLOWS_PER_LINK) {
                throw new IllegalStateException("more than " + MAX_FLOWS_PER_LINK + " flows share link " + linkId[k]);
            }
            unfrozen[k] = flowsOn[k];
        }
        return links;
    }

    /** Lists the flows of each link contiguously: link k's are byLink[offset[k] .. offset[k] + flowsOn[k]). */
    private void indexFlowsByLink(int n, int links) {
        int total = 0;
        for (int k = 0; k < links; k++) {
            offset[k] = total;
            total += flowsOn[k];
        }
        if (byLink.length < total) {
            byLink = new int[Math.max(total, 2 * byLink.length)];
        }
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < routeLength[i]; j++) {
                byLink[offset[route[i * stride + j]]++] = i;
            }
        }
        for (int k = 0; k < links; k++) {
            offset[k] -= flowsOn[k];
        }
    }

    /**
     * The links that may become the bottleneck, in {@link #candidates}; returns how many: every link
     * two or more of the flows share, and of each flow's links that carry it alone, the first in heap
     * order (smallest capacity, then id). The flow's other lone links never come first: they keep their
     * whole capacity for one flow, as that one does, until the flow is frozen and they all leave.
     */
    private int collectCandidates(int n, int links) {
        if (candidates.length < links + n) {
            candidates = new int[Math.max(links + n, 2 * candidates.length)];
        }
        int count = 0;
        for (int k = 0; k < links; k++) {
            if (flowsOn[k] > 1) {
                candidates[count++] = k;
            }
        }
        for (int i = 0; i < n; i++) {
            int best = ABSENT;
            for (int j = 0; j < routeLength[i]; j++) {
                int k = route[i * stride + j];
                if (flowsOn[k] == 1 && (best == ABSENT || smallerShare(k, best))) {
                    best = k;
                }
            }
            if (best != ABSENT) {
                candidates[count++] = best;
            }
        }
        return count;
    }

    /** Freezes the unfrozen flows of local link {@code k} at its fair share. */
    private void freeze(int k) {
        long share = Math.max(1, residual[k] / unfrozen[k]);
        int end = offset[k] + flowsOn[k];
        for (int p = offset[k]; p < end; p++) {
            int i = byLink[p];
            if (rate[i] != 0) {
                continue;
            }
            rate[i] = share;
            for (int j = i * stride; j < i * stride + routeLength[i]; j++) {
                int on = route[j];
                residual[on] -= share;
                if (--unfrozen[on] > 0) {
                    bottlenecks.update(on);
                } else if (bottlenecks.contains(on)) {
                    bottlenecks.remove(on);
                }
            }
        }
    }

    /** residual/unfrozen of local link a below that of b, compared exactly (see {@link #MAX_FLOWS_PER_LINK}); then the lower link id. */
    private boolean smallerShare(int a, int b) {
        long shareA = residual[a] * unfrozen[b];
        long shareB = residual[b] * unfrozen[a];
        return shareA < shareB || (shareA == shareB && linkId[a] < linkId[b]);
    }

    private void growFlows(int n) {
        if (rate.length < n) {
            int size = Math.max(n, 2 * rate.length);
            rate = new long[size];
            routeLength = new int[size];
            route = new int[size * stride];
        }
    }

    private void growLinks(int size) {
        linkId = Arrays.copyOf(linkId, size);
        residual = Arrays.copyOf(residual, size);
        unfrozen = Arrays.copyOf(unfrozen, size);
        flowsOn = Arrays.copyOf(flowsOn, size);
        offset = Arrays.copyOf(offset, size);
        bottlenecks.grow(size);
    }
}

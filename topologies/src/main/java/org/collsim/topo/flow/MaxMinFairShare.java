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
 * it to matter). Arrays are indexed by link id and reused; the bottleneck is kept in an
 * {@link IndexedHeap} of links by share, so the cost is O(route lengths x log links used).
 * <p>The rates of flows that share no link, even indirectly, do not depend on each other, and the
 * bottlenecks of such a group are chosen in the same order whether or not other groups are present,
 * so {@link FlowNetwork} may assign one connected group of flows alone.
 */
final class MaxMinFairShare {
    /** Flows one link may carry at once, so that exact share comparisons fit in a long with capacities below 2^40. */
    static final int MAX_FLOWS_PER_LINK = 1 << 22;
    private final long[] capacity;
    private final long[] residual;
    private final int[] unfrozen;
    /** Flows on each used link in this assignment, frozen or not; 0 outside {@link #assign}. */
    private final int[] onLink;
    private final int[] offset;
    private int[] touched = new int[64];
    private Flow[] byLink = new Flow[64];
    private int[] candidates = new int[64];
    /** Each used link's first place in {@link #byLink}, while they are filled. */
    private int[] fill = new int[64];
    /** The links with unfrozen flows, smallest share first ({@link #smallerShare}). */
    private final IndexedHeap bottlenecks;

    /** @param capacity units per ps of every link id */
    MaxMinFairShare(long[] capacity) {
        this.capacity = capacity;
        this.residual = new long[capacity.length];
        this.unfrozen = new int[capacity.length];
        this.onLink = new int[capacity.length];
        this.offset = new int[capacity.length];
        this.bottlenecks = new IndexedHeap(capacity.length, this::smallerShare);
    }

    /** Sets the rate of every flow of {@code flows}. */
    void assign(List<Flow> flows) {
        if (flows.size() == 1) {
            assignAlone(flows.get(0));
            return;
        }
        int links = countFlowsPerLink(flows);
        indexFlowsByLink(flows, links);
        int count = collectCandidates(flows, links);
        bottlenecks.build(candidates, count);
        while (!bottlenecks.isEmpty()) {
            freeze(bottlenecks.peek());
        }
        for (int i = 0; i < links; i++) {
            onLink[touched[i]] = 0;
        }
    }

    /**
     * The links that may become the bottleneck, in {@link #candidates}; returns how many: every link
     * two or more of the flows share, and of each flow's links that carry it alone, the first in heap
     * order (smallest capacity, then id). The flow's other lone links never come first: they keep their
     * whole capacity for one flow, as that one does, until the flow is frozen and they all leave.
     */
    private int collectCandidates(List<Flow> flows, int links) {
        if (candidates.length < links + flows.size()) {
            candidates = new int[Math.max(links + flows.size(), 2 * candidates.length)];
        }
        int count = 0;
        for (int i = 0; i < links; i++) {
            if (onLink[touched[i]] > 1) {
                candidates[count++] = touched[i];
            }
        }
        for (Flow f : flows) {
            int best = -1;
            for (int j = 0; j < f.linkCount; j++) {
                int l = f.links[j];
                if (onLink[l] == 1 && (best < 0 || smallerShare(l, best))) {
                    best = l;
                }
            }
            if (best >= 0) {
                candidates[count++] = best;
            }
        }
        return count;
    }

    /** A flow alone is frozen by its slowest link, at that link's whole capacity (what progressive filling gives it). */
    void assignAlone(Flow f) {
        long slowest = Long.MAX_VALUE;
        for (int j = 0; j < f.linkCount; j++) {
            int l = f.links[j];
            slowest = Math.min(slowest, capacity[l]);
        }
        f.rateUnitsPerPs = Math.max(1, slowest);
    }

    /** Counts the flows on every link, notes the links used (in first-use order); returns how many. */
    private int countFlowsPerLink(List<Flow> flows) {
        int links = 0;
        for (Flow f : flows) {
            f.rateUnitsPerPs = 0;
            for (int j = 0; j < f.linkCount; j++) {
                int l = f.links[j];
                if (onLink[l]++ == 0) {
                    if (links == touched.length) {
                        touched = Arrays.copyOf(touched, 2 * links);
                    }
                    touched[links++] = l;
                    residual[l] = capacity[l];
                }
            }
        }
        for (int i = 0; i < links; i++) {
            int l = touched[i];
            if (onLink[l] > MAX_FLOWS_PER_LINK) {
                throw new IllegalStateException("more than " + MAX_FLOWS_PER_LINK + " flows share link " + l);
            }
            unfrozen[l] = onLink[l];
        }
        return links;
    }

    /** Lists the flows of each used link contiguously: link l's are byLink[offset[l] .. offset[l] + unfrozen[l]). */
    private void indexFlowsByLink(List<Flow> flows, int links) {
        int total = 0;
        for (int i = 0; i < links; i++) {
            offset[touched[i]] = total;
            total += unfrozen[touched[i]];
        }
        if (byLink.length < total) {
            byLink = new Flow[Math.max(total, 2 * byLink.length)];
        }
        if (fill.length < links) {
            fill = new int[Math.max(links, 2 * fill.length)];
        }
        for (int i = 0; i < links; i++) {
            fill[i] = offset[touched[i]];
        }
        for (Flow f : flows) {
            for (int j = 0; j < f.linkCount; j++) {
                int l = f.links[j];
                byLink[offset[l]++] = f;
            }
        }
        for (int i = 0; i < links; i++) {
            offset[touched[i]] = fill[i];
        }
    }

    /** Freezes the unfrozen flows of {@code link} at its fair share. */
    private void freeze(int link) {
        long share = Math.max(1, residual[link] / unfrozen[link]);
        int end = offset[link] + onLink[link];
        for (int i = offset[link]; i < end; i++) {
            Flow f = byLink[i];
            if (f.rateUnitsPerPs != 0) {
                continue;
            }
            f.rateUnitsPerPs = share;
            for (int j = 0; j < f.linkCount; j++) {
                int l = f.links[j];
                residual[l] -= share;
                if (--unfrozen[l] > 0) {
                    bottlenecks.update(l);
                } else if (bottlenecks.contains(l)) {
                    bottlenecks.remove(l);
                }
            }
        }
    }

    /** residual/unfrozen of a below that of b, compared exactly (see {@link #MAX_FLOWS_PER_LINK}); then the lower id. */
    private boolean smallerShare(int a, int b) {
        long shareA = residual[a] * unfrozen[b];
        long shareB = residual[b] * unfrozen[a];
        return shareA < shareB || (shareA == shareB && a < b);
    }
}

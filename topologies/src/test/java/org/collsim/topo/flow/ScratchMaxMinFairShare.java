package org.collsim.topo.flow;

import java.util.Arrays;
import java.util.List;

/**
 * The from-scratch max-min solver collsim used before the incremental one, kept as the test oracle of
 * {@link MaxMinFairShare} and {@link FlowNetwork}. Max-min fair rates by progressive filling, in integers. Every link l has a capacity c(l) in units
 * per ps. Repeatedly, the link whose residual capacity per unfrozen flow is smallest (ties: the lowest
 * link id) is the bottleneck: each of its unfrozen flows is frozen at the share
 * {@code max(1, floor(residual / unfrozen))}, which is taken from the residual of every link on that
 * flow's route. The floor keeps every link within its capacity; the minimum of 1 unit per ps keeps
 * every flow moving (with the unit of {@link FlowModel}, a link would need more than 720720 flows for
 * it to matter). Arrays are indexed by link id and reused; the cost is O(bottlenecks x links used +
 * route lengths).
 */
final class ScratchMaxMinFairShare {
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

    /** @param capacity units per ps of every link id */
    ScratchMaxMinFairShare(long[] capacity) {
        this.capacity = capacity;
        this.residual = new long[capacity.length];
        this.unfrozen = new int[capacity.length];
        this.onLink = new int[capacity.length];
        this.offset = new int[capacity.length];
    }

    /** Sets the rate of every flow of {@code flows}. */
    void assign(List<Flow> flows) {
        int links = countFlowsPerLink(flows);
        indexFlowsByLink(flows, links);
        for (int remaining = flows.size(); remaining > 0; ) {
            int bottleneck = bottleneck(links);
            remaining -= freeze(bottleneck);
        }
        for (int i = 0; i < links; i++) {
            onLink[touched[i]] = 0;
        }
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
        int[] fill = new int[links];
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

    /** The used link with unfrozen flows and the smallest residual per unfrozen flow (lowest id on a tie). */
    private int bottleneck(int links) {
        int best = -1;
        for (int i = 0; i < links; i++) {
            int l = touched[i];
            if (unfrozen[l] == 0) {
                continue;
            }
            if (best < 0 || lessShare(l, best) || (sameShare(l, best) && l < best)) {
                best = l;
            }
        }
        return best;
    }

    /** residual/unfrozen of a below that of b, compared exactly (residual < 2^40, unfrozen <= 2^22). */
    private boolean lessShare(int a, int b) {
        return residual[a] * unfrozen[b] < residual[b] * unfrozen[a];
    }

    private boolean sameShare(int a, int b) {
        return residual[a] * unfrozen[b] == residual[b] * unfrozen[a];
    }

    /** Freezes the unfrozen flows of {@code link} at its fair share; returns how many. */
    private int freeze(int link) {
        long share = Math.max(1, residual[link] / unfrozen[link]);
        int frozen = 0;
        int end = offset[link] + onLink[link];
        for (int i = offset[link]; i < end; i++) {
            Flow f = byLink[i];
            if (f.rateUnitsPerPs != 0) {
                continue;
            }
            f.rateUnitsPerPs = share;
            frozen++;
            for (int j = 0; j < f.linkCount; j++) {
                int l = f.links[j];
                residual[l] -= share;
                unfrozen[l]--;
            }
        }
        return frozen;
    }
}

package org.collsim.topo.flow;

/**
 * What the flows of a {@link FlowModel} cost to simulate, summed over the simulations it served:
 * flow events (a flow begins or ends), settles (one max-min reassignment per instant with events)
 * and the flows whose rates those settles recomputed.
 */
public final class FlowCounters {
    private long flowEvents;
    private long settles;
    private long recomputedFlows;

    void flowEvent() {
        flowEvents++;
    }

    void settled(int flowsRecomputed) {
        settles++;
        recomputedFlows += flowsRecomputed;
    }

    public long flowEvents() {
        return flowEvents;
    }

    public long settles() {
        return settles;
    }

    public long recomputedFlows() {
        return recomputedFlows;
    }
}

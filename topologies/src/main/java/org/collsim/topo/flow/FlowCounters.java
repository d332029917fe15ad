package org.collsim.topo.flow;

/**
 * What the flows of a {@link FlowModel} cost to simulate, summed over the simulations it served:
 * flow events (a flow begins or ends), settles (one max-min reassignment per instant with events),
 * the flows whose rates those settles recomputed, and stale wake-ups (events that found a later
 * settle had moved the earliest completion, and did nothing).
 */
public final class FlowCounters {
    private long flowEvents;
    private long settles;
    private long recomputedFlows;
    private long staleWakeUps;

    void flowEvent() {
        flowEvents++;
    }

    void settled(int flowsRecomputed) {
        settles++;
        recomputedFlows += flowsRecomputed;
    }

    void staleWakeUp() {
        staleWakeUps++;
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

    public long staleWakeUps() {
        return staleWakeUps;
    }
}

package org.collsim.topo.flow;

import org.collsim.engine.Event;

/**
 * One message in flight on the flow model: its route (directed link ids, injection and ejection
 * included), the bytes still to send in units of 1/{@link FlowModel#unitsPerByte()} byte, its current
 * rate in units per picosecond, the route's latency and the event that delivers it.
 */
final class Flow {
    final int[] links;
    final long latencyPs;
    final Event delivery;
    long remainingUnits;
    long rateUnitsPerPs;

    Flow(int[] links, long latencyPs, long remainingUnits, Event delivery) {
        this.links = links;
        this.latencyPs = latencyPs;
        this.remainingUnits = remainingUnits;
        this.delivery = delivery;
    }

    /** Picoseconds until the last unit is sent at the current rate, rounded up. */
    long psToFinish() {
        return (remainingUnits + rateUnitsPerPs - 1) / rateUnitsPerPs;
    }
}

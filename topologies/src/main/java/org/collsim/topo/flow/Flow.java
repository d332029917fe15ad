package org.collsim.topo.flow;

import org.collsim.engine.Event;

/**
 * One message in flight on the flow model: its route (directed link ids, injection and ejection
 * included), the bytes still to send in units of 1/{@link FlowModel#unitsPerByte()} byte as of
 * {@link #updatedPs}, its current rate in units per picosecond, the route's latency and the event
 * that delivers it. {@link FlowNetwork} gives it an {@link #id} while it is active, under which its
 * begin order, finish time and places on the links' lists are kept.
 */
final class Flow {
    final int[] links;
    final long latencyPs;
    final Event delivery;
    long remainingUnits;
    long rateUnitsPerPs;
    /** The time {@link #remainingUnits} refers to. */
    long updatedPs;
    /** Index in the flow network's tables while active (ids are reused). */
    int id = -1;
    /** Set only when a timeline is recorded: the ranks and the time the flow began. */
    int src;
    int dst;
    long beginPs;

    Flow(int[] links, long latencyPs, long remainingUnits, Event delivery) {
        this.links = links;
        this.latencyPs = latencyPs;
        this.remainingUnits = remainingUnits;
        this.delivery = delivery;
    }

    /** Remembers what a timeline draws of this flow: its ranks and when it began. */
    void traced(int srcRank, int dstRank, long beganPs) {
        this.src = srcRank;
        this.dst = dstRank;
        this.beginPs = beganPs;
    }

    /** Picoseconds until the last unit is sent at the current rate, rounded up. */
    long psToFinish() {
        return (remainingUnits + rateUnitsPerPs - 1) / rateUnitsPerPs;
    }

    /** Brings {@link #remainingUnits} to {@code nowPs} at the current rate (unchanged since {@link #updatedPs}). */
    void advanceTo(long nowPs) {
        remainingUnits -= Math.multiplyExact(rateUnitsPerPs, nowPs - updatedPs);
        updatedPs = nowPs;
    }
}

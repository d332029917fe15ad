package org.collsim.topo.flow;

import org.collsim.engine.Event;

/**
 * One message in flight on the flow model: its ranks and flow hash, its route (directed link ids,
 * injection and ejection included, {@code links[0 .. linkCount)}), the bytes still to send in units of
 * 1/{@link FlowModel#unitsPerByte()} byte as of {@link #updatedPs}, its current rate in units per
 * picosecond, the route's latency and the event that delivers it. {@link FlowNetwork} gives it an
 * {@link #id} while it is active, under which its begin order, finish time and places on the links'
 * lists are kept. A flow network reuses its flows (one route array each, sized for the longest
 * route), so a message allocates nothing; the flow itself is the event that begins it.
 */
final class Flow implements Event {
    /** The network that begins this flow when it fires; null for flows that are only routed. */
    private final FlowNetwork network;
    final int[] links;
    int linkCount;
    long latencyPs;
    Event delivery;
    int src;
    int dst;
    long flowHash;
    long remainingUnits;
    long rateUnitsPerPs;
    /** The time {@link #remainingUnits} refers to. */
    long updatedPs;
    /** Index in the flow network's tables while active (ids are reused). */
    int id = -1;
    /** Set only when a timeline is recorded: the time the flow began. */
    long beginPs;
    /** The next spare flow of {@link #network} while this one is spare. */
    Flow nextSpare;

    Flow(FlowNetwork network, int maxLinks) {
        this.network = network;
        this.links = new int[maxLinks];
    }

    /** Makes this the flow of a message of {@code units} from rank {@code src} to rank {@code dst}; returns it. */
    Flow of(int srcRank, int dstRank, long hash, long units, Event deliver) {
        this.src = srcRank;
        this.dst = dstRank;
        this.flowHash = hash;
        this.remainingUnits = units;
        this.rateUnitsPerPs = 0;
        this.delivery = deliver;
        return this;
    }

    /** The flow begins: alpha after its send was ready. */
    @Override
    public void fire(long nowPs) {
        network.begin(this, nowPs);
    }

    /** Remembers what a timeline draws of this flow: when it began. */
    void traced(long beganPs) {
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

package org.collsim.topo.flow;

import java.util.ArrayList;
import java.util.List;
import org.collsim.engine.Event;
import org.collsim.engine.Simulation;
import org.collsim.engine.net.DeferredNetworkModel;
import org.collsim.engine.net.Timing;

/**
 * The from-scratch flow network collsim used before the incremental {@link FlowNetwork}, kept as its
 * test oracle: every event advances every flow and every settle reassigns every rate.
 * The flows of one simulation on a {@link FlowModel}. Between changes every active flow moves at a
 * constant rate. A flow begins (an event alpha after its send was ready) or ends (when its last unit
 * is sent); either way the progress of every flow is first brought up to the current time, then the
 * rates are recomputed once for that instant (a settle event scheduled at the current time, so that
 * everything that starts or ends at one instant is settled together), and one wake-up is scheduled
 * at the earliest completion, {@code now + ceil(remaining / rate)}; wake-ups made stale by a later
 * settle are ignored. Active flows are kept in the order they began, and flows that finish at one
 * time are delivered in that order, so runs are deterministic.
 */
final class ScratchFlowNetwork implements DeferredNetworkModel.Transfers {
    private final Simulation sim;
    private final FlowModel model;
    private final long alphaPs;
    private final ScratchMaxMinFairShare shares;
    private final List<Flow> active = new ArrayList<>();
    private final Event settle = this::settle;
    /** Time up to which every active flow's remaining units are brought. */
    private long advancedPs;
    private boolean settlePending;
    /** Counts settles; a wake-up carries the count it was scheduled with and is stale when it differs. */
    private long generation;

    ScratchFlowNetwork(Simulation sim, FlowModel model) {
        this.sim = sim;
        this.model = model;
        this.alphaPs = model.parameters().alphaPs();
        this.shares = new ScratchMaxMinFairShare(model.capacities());
    }

    /** The sender is done alpha after ready; an empty message takes no bandwidth and arrives after the route's latency. */
    @Override
    public void transmit(int src, int dst, int tag, long sizeBytes, long readyPs, Event delivery, Timing out) {
        long beginPs = readyPs + alphaPs;
        out.startPs = readyPs;
        out.donePs = beginPs;
        out.arrivalPs = -1;
        Flow f = model.flow(src, dst, Routing.flowHash(FlowModel.hashSeed(sim.random()), src, dst, tag), sizeBytes, delivery, link -> 0);
        if (sizeBytes == 0) {
            sim.schedule(beginPs + f.latencyPs, delivery);
            return;
        }
        sim.schedule(beginPs, now -> begin(f, now));
    }

    private void begin(Flow f, long nowPs) {
        advance(nowPs);
        active.add(f);
        requestSettle(nowPs);
    }

    /** Moves every flow on at its rate up to {@code nowPs}; delivers and drops the flows that are done. */
    private void advance(long nowPs) {
        long elapsedPs = nowPs - advancedPs;
        advancedPs = nowPs;
        if (elapsedPs == 0 || active.isEmpty()) {
            return;
        }
        int kept = 0;
        for (int i = 0; i < active.size(); i++) {
            Flow f = active.get(i);
            long moved = Math.multiplyExact(f.rateUnitsPerPs, elapsedPs);
            f.remainingUnits = Math.max(0, f.remainingUnits - moved);
            if (f.remainingUnits == 0) {
                sim.schedule(nowPs + f.latencyPs, f.delivery);
            } else {
                active.set(kept++, f);
            }
        }
        if (kept < active.size()) {
            active.subList(kept, active.size()).clear();
            requestSettle(nowPs);
        }
    }

    private void requestSettle(long nowPs) {
        if (!settlePending) {
            settlePending = true;
            sim.schedule(nowPs, settle);
        }
    }

    /** Recomputes the rates for this instant and schedules the wake-up at the earliest completion. */
    private void settle(long nowPs) {
        settlePending = false;
        long stamp = ++generation;
        if (active.isEmpty()) {
            return;
        }
        shares.assign(active);
        long next = Long.MAX_VALUE;
        for (Flow f : active) {
            next = Math.min(next, nowPs + f.psToFinish());
        }
        sim.schedule(next, now -> wake(stamp, now));
    }

    private void wake(long stamp, long nowPs) {
        if (stamp == generation) {
            advance(nowPs);
        }
    }
}

package org.collsim.topo.flow;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.collsim.engine.Event;
import org.collsim.engine.Simulation;
import org.collsim.engine.Time;
import org.collsim.engine.net.DeferredNetworkModel;
import org.collsim.engine.net.Timing;
import org.collsim.engine.trace.TraceSink;

/**
 * The flows of one simulation on a {@link FlowModel}. Between changes every active flow moves at a
 * constant rate. A flow begins (an event alpha after its send was ready) or ends (when its last unit
 * is sent); the rates are then recomputed once for that instant (a settle event at the current time,
 * after the instant's other events, so that everything that starts or ends then is settled together;
 * fired at once when no other event is left at that time, {@link Simulation#fireNext}), and one
 * wake-up is scheduled at the earliest completion; wake-ups made stale by a later settle are ignored,
 * and a later settle that finds the same earliest completion keeps the pending wake-up when nothing
 * was queued behind it ({@link #wakeAt}).
 * Flows that finish at one time are delivered in the order they began, so runs are deterministic.
 * <p>Incremental: a settle recomputes only the flows connected, through links they share, to a link
 * whose flows changed (a depth-first search over {@link LinkFlows}); the others keep their rates,
 * which max-min fairness would give them again ({@link MaxMinFairShare}). A flow's remaining units
 * are brought up to date only when its rate changes, and its completion time
 * {@code now + ceil(remaining / rate)} waits in {@link ActiveFlows}' heap. The results equal those of
 * recomputing every flow at every settle, bit for bit (FlowNetworkDifferentialTest). A run that
 * records a timeline gets {@link TracedFlowNetwork} ({@link #of}); this class has no tracing in it.
 */
class FlowNetwork implements DeferredNetworkModel.Transfers {
    static final String ARRIVAL = "flow message arrival";
    private final Simulation sim;
    private final FlowModel model;
    final long alphaPs;
    /** The seed of this simulation's flow hashes. */
    private final long hashSeed;
    private final MaxMinFairShare shares;
    private final ActiveFlows active;
    private final LinkFlows onLink;
    private final Event settle = this::settle;
    /** Links whose flows changed since the last settle (may repeat). */
    private int[] dirtyLinks = new int[64];
    private int dirtyCount;
    /** The settle that last visited each link; flows are marked in {@link ActiveFlows}. */
    private final long[] linkEpoch;
    private long epoch;
    private final List<Flow> component = new ArrayList<>();
    private final List<Flow> done = new ArrayList<>();
    /** Flows that began on links of their own since the last settle (the search reaches them if others joined since). */
    private final List<Flow> lone = new ArrayList<>();
    private boolean settlePending;
    /** The wake-up the last settle scheduled or kept; null once it fired or when that settle found no active flow. Any other wake-up is stale. */
    private Wake pendingWake;

    /** Null unless the model collects link statistics. */
    private final LinkStats stats;

    /** The flows of {@code sim} on {@code model}: traced when {@code trace} is not null. */
    static FlowNetwork of(Simulation sim, FlowModel model, LinkStats stats, TraceSink trace) {
        return trace == null ? new FlowNetwork(sim, model, stats) : new TracedFlowNetwork(sim, model, stats, trace);
    }

    FlowNetwork(Simulation sim, FlowModel model, LinkStats stats) {
        this.sim = sim;
        this.stats = stats;
        this.model = model;
        this.alphaPs = model.parameters().alphaPs();
        this.hashSeed = FlowModel.hashSeed(sim.random());
        this.shares = new MaxMinFairShare(model.capacities());
        this.active = new ActiveFlows(model.linkCount(), model.maxRouteLinks());
        this.onLink = active.onLink();
        this.linkEpoch = new long[model.linkCount()];
    }

    /** The sender is done alpha after ready; an empty message takes no bandwidth and arrives after the route's latency. */
    @Override
    public void transmit(int src, int dst, int tag, long sizeBytes, long readyPs, Event delivery, Timing out) {
        long beginPs = Time.add(readyPs, alphaPs, "flow start");
        out.startPs = readyPs;
        out.donePs = beginPs;
        out.arrivalPs = -1;
        if (sizeBytes == 0) {
            Flow f = model.flow(src, dst, Routing.flowHash(hashSeed, src, dst, tag), 0, delivery, onLink::count);
            sim.schedule(Time.add(beginPs, f.latencyPs, ARRIVAL), delivery);
            return;
        }
        long flowHash = Routing.flowHash(hashSeed, src, dst, tag);
        sim.schedule(beginPs, now -> begin(src, dst, flowHash, sizeBytes, delivery, now));
    }

    /** Routes the flow on the network as it is when the flow begins (adaptive routing reads the load then). */
    private void begin(int src, int dst, long flowHash, long sizeBytes, Event delivery, long nowPs) {
        complete(nowPs);
        Flow f = model.flow(src, dst, flowHash, sizeBytes, delivery, onLink::count);
        model.counters().flowEvent();
        f.updatedPs = nowPs;
        began(f, src, dst, nowPs);
        active.add(f);
        if (stats != null) {
            stats.began(f.links, sizeBytes, nowPs, onLink);
        }
        if (alone(f)) {
            lone.add(f);
        } else {
            markDirty(f, false);
        }
        requestSettle();
    }

    /** Whether {@code f} shares none of its links: its group is itself, so no search is needed to find it. */
    private boolean alone(Flow f) {
        for (int l : f.links) {
            if (onLink.count(l) > 1) {
                return false;
            }
        }
        return true;
    }

    /**
     * Delivers and drops the flows whose last unit is sent by {@code nowPs}, in the order they began;
     * returns whether there were any (then the caller settles).
     */
    private boolean complete(long nowPs) {
        long earliestPs = active.earliestFinishPs();
        if (earliestPs < 0 || earliestPs > nowPs) {
            return false;
        }
        done.clear();
        active.takeFinished(nowPs, done);
        for (Flow f : done) {
            active.remove(f);
            if (stats != null) {
                stats.ended(f.links, nowPs, onLink);
            }
            markDirty(f, true);
            model.counters().flowEvent();
            sim.schedule(Time.add(nowPs, f.latencyPs, ARRIVAL), f.delivery);
            finished(f, nowPs);
        }
        return true;
    }

    /** Flow {@code f} from {@code src} to {@code dst} began at {@code nowPs}: nothing to do here; a timeline records it. */
    void began(Flow f, int src, int dst, long nowPs) {
    }

    /** Flow {@code f}'s last unit was sent at {@code finishPs}: nothing to do here; a timeline draws its NICs. */
    void finished(Flow f, long finishPs) {
    }

    /** Marks the links of {@code f} as changed; {@code busyOnly}: only those still carrying flows (an idle link has none to recompute). */
    private void markDirty(Flow f, boolean busyOnly) {
        if (dirtyCount + f.links.length > dirtyLinks.length) {
            dirtyLinks = Arrays.copyOf(dirtyLinks, 2 * (dirtyCount + f.links.length));
        }
        for (int l : f.links) {
            if (!busyOnly || onLink.count(l) > 0) {
                dirtyLinks[dirtyCount++] = l;
            }
        }
    }

    /** The last action of a flow event: the settle follows it, after every other event at this instant. */
    private void requestSettle() {
        if (!settlePending) {
            settlePending = true;
            sim.fireNext(settle);
        }
    }

    /** Recomputes the rates of the changed component and schedules the wake-up at the earliest completion. */
    private void settle(long nowPs) {
        settlePending = false;
        Wake kept = pendingWake;
        pendingWake = null; // stale unless kept below
        collectComponent();
        for (Flow f : component) {
            f.advanceTo(nowPs);
        }
        if (!component.isEmpty()) {
            shares.assign(component);
        }
        for (Flow f : component) {
            active.finishAt(f, Time.add(nowPs, f.psToFinish(), "flow completion"));
        }
        model.counters().settled(component.size());
        long earliestPs = active.earliestFinishPs();
        if (earliestPs >= 0) {
            wakeAt(earliestPs, kept);
        }
    }

    /**
     * Schedules the wake-up at {@code atPs}, or keeps {@code pending} (the last settle's) when it is at that time and
     * still the last event queued then: a new one would be queued right behind it, and the pending
     * one, stale, would fire first and do nothing; kept, it fires the same events in the same order
     * (one event fewer). FlowNetworkDifferentialTest runs workloads whose deliveries start new flows.
     */
    private void wakeAt(long atPs, Wake pending) {
        if (pending != null && pending.atPs == atPs && sim.isLastAt(atPs, pending)) {
            pendingWake = pending;
        } else {
            pendingWake = new Wake(atPs);
            sim.schedule(atPs, pendingWake);
        }
    }

    /** The active flows reachable from the dirty links through shared links (depth-first, links as the frontier). */
    private void collectComponent() {
        component.clear();
        epoch++;
        int[] stack = dirtyLinks;
        int top = dirtyCount;
        while (top > 0) {
            int l = stack[--top];
            if (linkEpoch[l] == epoch) {
                continue;
            }
            linkEpoch[l] = epoch;
            for (int m = onLink.first(l); m != LinkFlows.NONE; m = onLink.next(m)) {
                int id = onLink.flowOf(m);
                if (active.visit(id, epoch)) {
                    Flow f = active.get(id);
                    component.add(f);
                    if (top + f.links.length > stack.length) {
                        stack = Arrays.copyOf(stack, 2 * (top + f.links.length));
                    }
                    for (int n : f.links) {
                        stack[top++] = n;
                    }
                }
            }
        }
        dirtyLinks = stack;
        dirtyCount = 0;
        for (Flow f : lone) {
            if (active.visit(f.id, epoch)) {
                component.add(f);
            }
        }
        lone.clear();
    }

    /** A wake-up at the earliest completion: delivers the flows done by then unless a later settle replaced it. */
    private final class Wake implements Event {
        final long atPs;

        Wake(long atPs) {
            this.atPs = atPs;
        }

        @Override
        public void fire(long nowPs) {
            if (pendingWake != this) {
                model.counters().staleWakeUp();
                return;
            }
            pendingWake = null;
            if (complete(nowPs)) {
                requestSettle();
            }
        }
    }
}

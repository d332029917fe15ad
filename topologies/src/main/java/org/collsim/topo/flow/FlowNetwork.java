package org.collsim.topo.flow;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntUnaryOperator;
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
 * whose flows changed (a depth-first search over the {@link LinkTable}); the others keep their rates,
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
    private final LinkTable links;
    /** The active flows of each link, for adaptive routing. */
    private final IntUnaryOperator flowsOn;
    private final Event settle = this::settle;
    /** Links whose flows changed since the last settle (may repeat). */
    private int[] dirtyLinks = new int[64];
    private int dirtyCount;
    /** The last settle's search of flows (links are marked with the {@link LinkTable}'s). */
    private long epoch;
    private final List<Flow> component = new ArrayList<>();
    private final List<Flow> done = new ArrayList<>();
    /** Flows that began on links of their own since the last settle (the search reaches them if others joined since). */
    private final List<Flow> lone = new ArrayList<>();
    private boolean settlePending;
    /** The wake-up the last settle scheduled or kept; null once it fired or when that settle found no active flow. Any other wake-up is stale. */
    private Wake pendingWake;
    /** Flows and wake-ups no longer in use, for the next ones (a message allocates nothing once there are enough). */
    private Flow spareFlows;
    private Wake spareWakes;

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
        this.active = new ActiveFlows(model.capacities(), model.maxRouteLinks());
        this.links = active.links();
        this.shares = new MaxMinFairShare(links, model.linkCount(), model.maxRouteLinks());
        this.flowsOn = links::count;
    }

    /** The sender is done alpha after ready; an empty message takes no bandwidth and arrives after the route's latency. */
    @Override
    public void transmit(int src, int dst, int tag, long sizeBytes, long readyPs, Event delivery, Timing out) {
        long beginPs = Time.add(readyPs, alphaPs, "flow start");
        out.startPs = readyPs;
        out.donePs = beginPs;
        out.arrivalPs = -1;
        Flow f = spareFlow().of(src, dst, Routing.flowHash(hashSeed, src, dst, tag), model.units(sizeBytes), delivery);
        if (sizeBytes == 0) {
            model.route(f, flowsOn);
            sim.schedule(Time.add(beginPs, f.latencyPs, ARRIVAL), delivery);
            release(f);
            return;
        }
        sim.schedule(beginPs, f);
    }

    private Flow spareFlow() {
        Flow f = spareFlows;
        if (f == null) {
            return new Flow(this, model.maxRouteLinks());
        }
        spareFlows = f.nextSpare;
        return f;
    }

    private void release(Flow f) {
        f.delivery = null;
        f.nextSpare = spareFlows;
        spareFlows = f;
    }

    /** {@code f} begins ({@link Flow#fire}): routed on the network as it is now (adaptive routing reads the load then). */
    void begin(Flow f, long nowPs) {
        complete(nowPs);
        model.route(f, flowsOn);
        model.counters().flowEvent();
        f.updatedPs = nowPs;
        began(f, nowPs);
        active.add(f);
        if (stats != null) {
            stats.began(f.links, f.linkCount, f.remainingUnits / model.unitsPerByte(), nowPs, links);
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
        for (int i = 0; i < f.linkCount; i++) {
            if (links.count(f.links[i]) > 1) {
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
                stats.ended(f.links, f.linkCount, nowPs, links);
            }
            markDirty(f, true);
            model.counters().flowEvent();
            sim.schedule(Time.add(nowPs, f.latencyPs, ARRIVAL), f.delivery);
            finished(f, nowPs);
            release(f);
        }
        return true;
    }

    /** Flow {@code f} began at {@code nowPs}: nothing to do here; a timeline records it. */
    void began(Flow f, long nowPs) {
    }

    /** Flow {@code f}'s last unit was sent at {@code finishPs}: nothing to do here; a timeline draws its NICs. */
    void finished(Flow f, long finishPs) {
    }

    /** Marks the links of {@code f} as changed; {@code busyOnly}: only those still carrying flows (an idle link has none to recompute). */
    private void markDirty(Flow f, boolean busyOnly) {
        if (dirtyCount + f.linkCount > dirtyLinks.length) {
            dirtyLinks = Arrays.copyOf(dirtyLinks, 2 * (dirtyCount + f.linkCount));
        }
        for (int i = 0; i < f.linkCount; i++) {
            int l = f.links[i];
            if (!busyOnly || links.count(l) > 0) {
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

    /** Recomputes the rates of the changed component and of new lone flows; schedules the wake-up at the earliest completion. */
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
        model.counters().settled(component.size() + settleLone(nowPs));
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
            pendingWake = spareWake(atPs);
            sim.schedule(atPs, pendingWake);
        }
    }

    /** The active flows reachable from the dirty links through shared links (depth-first, links as the frontier). */
    private void collectComponent() {
        component.clear();
        epoch++;
        int search = links.startSearch();
        int[] stack = dirtyLinks;
        int top = dirtyCount;
        while (top > 0) {
            int l = stack[--top];
            if (!links.reach(l, search)) {
                continue;
            }
            for (int m = links.first(l); m != LinkTable.NONE; m = links.next(m)) {
                int id = links.flowOf(m);
                if (active.visit(id, epoch)) {
                    Flow f = active.get(id);
                    component.add(f);
                    if (top + f.linkCount > stack.length) {
                        stack = Arrays.copyOf(stack, 2 * (top + f.linkCount));
                    }
                    System.arraycopy(f.links, 0, stack, top, f.linkCount);
                    top += f.linkCount;
                }
            }
        }
        dirtyLinks = stack;
        dirtyCount = 0;
    }

    /**
     * Sets the rates of the flows that began on links of their own since the last settle and that
     * the search did not reach (no flow joined them since): each alone, at its slowest link, as
     * progressive filling would give it among any others (no link shared, so no rate depends on
     * another's). Returns how many. In a pairwise exchange both flows of a pair begin at one
     * instant on links of their own: two of these, not one progressive filling of two.
     */
    private int settleLone(long nowPs) {
        int count = 0;
        for (Flow f : lone) {
            if (active.visit(f.id, epoch)) {
                shares.assignAlone(f);
                active.finishAt(f, Time.add(nowPs, f.psToFinish(), "flow completion"));
                count++;
            }
        }
        lone.clear();
        return count;
    }

    private Wake spareWake(long atPs) {
        Wake w = spareWakes;
        if (w == null) {
            w = new Wake();
        } else {
            spareWakes = w.nextSpare;
        }
        w.atPs = atPs;
        return w;
    }

    /**
     * A wake-up at the earliest completion: delivers the flows done by then unless a later settle
     * replaced it. Spare once fired (the queue holds it no more), for the next wake-up.
     */
    private final class Wake implements Event {
        long atPs;
        Wake nextSpare;

        @Override
        public void fire(long nowPs) {
            nextSpare = spareWakes;
            spareWakes = this;
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

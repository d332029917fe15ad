package org.collsim.topo.flow;

import org.collsim.engine.Simulation;
import org.collsim.engine.Time;
import org.collsim.engine.trace.NicWork;
import org.collsim.engine.trace.TraceSink;

/** The {@link FlowNetwork} of a run that records a timeline: each finished flow reports its NICs' busy spans. */
final class TracedFlowNetwork extends FlowNetwork {
    private final TraceSink trace;

    TracedFlowNetwork(Simulation sim, FlowModel model, LinkStats stats, TraceSink trace) {
        super(sim, model, stats);
        this.trace = trace;
    }

    @Override
    void began(Flow f, long nowPs) {
        f.traced(nowPs);
    }

    /**
     * The flow's NIC spans: the sender's from the message's ready time (alpha, then the bytes) to
     * its last byte leaving; the receiver's from the first byte's arrival to the last's.
     */
    @Override
    void finished(Flow f, long finishPs) {
        trace.nic(f.src, NicWork.SEND, f.beginPs - alphaPs, finishPs);
        trace.nic(f.dst, NicWork.RECEIVE, Time.add(f.beginPs, f.latencyPs, ARRIVAL), Time.add(finishPs, f.latencyPs, ARRIVAL));
    }
}

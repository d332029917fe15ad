package org.collsim.topo.flow;

import org.collsim.engine.PerByte;
import org.collsim.engine.Time;
import org.collsim.engine.net.Hosts;
import org.collsim.engine.net.NetworkModel;
import org.collsim.engine.net.Timing;

/**
 * The parameters of the {@code flow} model before it is put on a topology: the per-message
 * software latency alpha at the sender, the per-byte time of every topology link and of every
 * node's injection and ejection link (exact {@link PerByte} costs, more than 0), and the reduction cost
 * gamma. {@link FlowModel} routes messages with them; alone it prices nothing (a flow needs links).
 */
public record FlowParameters(long alphaPs, PerByte linkPerByte, PerByte injectionPerByte, PerByte gamma)
        implements NetworkModel {
    public FlowParameters {
        if (alphaPs < 0) {
            throw new IllegalArgumentException("flow alpha must not be negative");
        }
        if (linkPerByte.isZero() || injectionPerByte.isZero()) {
            throw new IllegalArgumentException("flow link and injection bandwidths must be finite (more than 0ps/B), found "
                    + linkPerByte + " and " + injectionPerByte);
        }
    }

    /** Whole picoseconds per byte. */
    public FlowParameters(long alphaPs, long linkPsPerByte, long injectionPsPerByte, long gammaPsPerByte) {
        this(alphaPs, PerByte.ofPs(linkPsPerByte), PerByte.ofPs(injectionPsPerByte), PerByte.ofPs(gammaPsPerByte));
    }

    @Override
    public String name() {
        return "flow";
    }

    @Override
    public void send(Hosts hosts, int src, int dst, long sizeBytes, long readyPs, Timing out) {
        throw new IllegalStateException("the flow model needs a topology to route messages on");
    }

    /** Alone on its route a message takes alpha plus its bytes at the slower of the link and injection costs. */
    @Override
    public long messagePs(long sizeBytes) {
        long linkPs = linkPerByte.timePs(sizeBytes);
        long injectionPs = injectionPerByte.timePs(sizeBytes);
        return Time.add(alphaPs, Math.max(linkPs, injectionPs), "flow message time");
    }

    /** A message is received when it arrives (as under hockney). */
    @Override
    public void receive(Hosts hosts, int dst, long sizeBytes, long arrivalPs, Timing out) {
        out.startPs = arrivalPs;
        out.donePs = arrivalPs;
    }

    @Override
    public long eagerLimitBytes() {
        return Long.MAX_VALUE;
    }
}

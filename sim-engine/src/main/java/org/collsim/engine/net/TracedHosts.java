package org.collsim.engine.net;

import org.collsim.engine.noise.CpuNoise;
import org.collsim.engine.trace.CpuWork;
import org.collsim.engine.trace.NicWork;
import org.collsim.engine.trace.TraceSink;

/**
 * The {@link Hosts} of a run that records a timeline: every occupation of a CPU or a NIC side is
 * also told to the {@link TraceSink}. Chosen once, when {@link Network#traced} builds the
 * network, so that the untraced {@link Hosts} carries no check for it.
 */
final class TracedHosts extends Hosts {
    private final TraceSink trace;

    TracedHosts(int ranks, CpuNoise noise, TraceSink trace) {
        this(new long[ranks], ranks, null, noise, trace);
    }

    private TracedHosts(long[] cpuFreePs, int ports, int[] portOfRank, CpuNoise noise, TraceSink trace) {
        super(cpuFreePs, ports, portOfRank, noise);
        this.trace = trace;
    }

    @Override
    public Hosts sharingNics(int[] nicOfRank, int nics) {
        return new TracedHosts(cpuFreePs, nics, nicOfRank, noise, trace);
    }

    @Override
    public TraceSink trace() {
        return trace;
    }

    @Override
    public void occupySend(int rank, int port, long startPs, long endPs) {
        super.occupySend(rank, port, startPs, endPs);
        trace.nic(rank, NicWork.SEND, startPs, endPs);
    }

    @Override
    public void occupyReceive(int rank, int port, long startPs, long endPs) {
        super.occupyReceive(rank, port, startPs, endPs);
        trace.nic(rank, NicWork.RECEIVE, startPs, endPs);
    }

    @Override
    public void holdUntil(int rank, long sincePs, long untilPs) {
        super.holdUntil(rank, sincePs, untilPs);
        if (untilPs > sincePs) {
            trace.hold(rank, sincePs, untilPs);
        }
    }

    @Override
    public long occupyCpuFrom(int rank, long startPs, long durationPs, CpuWork work) {
        long end = super.occupyCpuFrom(rank, startPs, durationPs, work);
        if (end > startPs) {
            trace.cpu(rank, work, startPs, end);
        }
        return end;
    }
}

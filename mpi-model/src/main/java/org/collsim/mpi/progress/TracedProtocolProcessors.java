package org.collsim.mpi.progress;

import org.collsim.engine.trace.NicWork;
import org.collsim.engine.trace.TraceSink;

/** The {@link ProtocolProcessors} of a run that records a timeline: an offload NIC's processor work is told to the sink. */
final class TracedProtocolProcessors extends ProtocolProcessors {
    private final TraceSink trace;

    TracedProtocolProcessors(ProgressEngine engine, DeviceModel device) {
        super(engine, device);
        this.trace = engine.trace();
    }

    @Override
    void nicWorked(int rank, long startPs, long endPs) {
        trace.nic(rank, NicWork.PROCESSOR, startPs, endPs);
    }
}

package org.collsim.mpi.progress;

import org.collsim.engine.trace.TraceSink;
import org.collsim.mpi.sched.Schedule;

/** The {@link ScheduleExecution} of a run that records a timeline: tells the sink when each operation is issued and done. */
final class TracedScheduleExecution extends ScheduleExecution {
    private final TraceSink trace;

    TracedScheduleExecution(ExecutionCall call, Schedule schedule, int rank, long[][] buffers) {
        super(call, schedule, rank, buffers);
        this.trace = call.engine.trace();
    }

    @Override
    void issued(int v, long nowPs) {
        trace.operationStarted(call.world(rank), this, v, schedule.describe(v, call.elementBytes, rank), nowPs);
    }

    @Override
    void done(int v, long nowPs) {
        trace.operationDone(this, v, nowPs);
    }
}

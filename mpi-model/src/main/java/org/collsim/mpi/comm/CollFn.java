package org.collsim.mpi.comm;

import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * An entry of a collective function table: builds the calling rank's schedule for one call.
 * A function may call other communicators' tables (a hierarchical layer does) or fall through
 * to the table it overrides with {@link CollCall#fallThrough}.
 */
@FunctionalInterface
public interface CollFn {
    void build(CollCall call, ScheduleBuilder schedule);
}

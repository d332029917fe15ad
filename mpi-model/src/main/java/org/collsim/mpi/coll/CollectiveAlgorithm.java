package org.collsim.mpi.coll;

import java.util.OptionalLong;
import java.util.Set;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * One collective algorithm: a descriptor (collective, registry name, restrictions, citation)
 * and a schedule generator. Algorithms build schedules; they never execute them.
 */
public interface CollectiveAlgorithm {
    Collective collective();

    /** Registry name, part of the CLI contract ("recursive_doubling"). */
    String name();

    /** Where the algorithm comes from (paper or MPICH/SimGrid source). */
    String citation();

    default Set<Restriction> restrictions() {
        return Set.of();
    }

    /** Adds {@code rank}'s operations for the call {@code args} to {@code schedule}. */
    void build(CollArgs args, int rank, ScheduleBuilder schedule);

    /**
     * The closed-form time of the call under Hockney's model, in picoseconds, when the
     * formula is exact for these arguments; empty otherwise.
     */
    default OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        return OptionalLong.empty();
    }
}

package org.collsim.mpi.run;

import java.util.List;
import org.collsim.mpi.error.SimulationFailure;

/** The simulation ran out of events while some ranks were still waiting; says who waits for what. */
public final class DeadlockException extends SimulationFailure {
    private final List<String> perRank;

    public DeadlockException(long atPs, List<String> perRank) {
        super("deadlock at " + atPs + " ps: " + perRank.size() + " rank(s) cannot proceed\n  " + String.join("\n  ", perRank));
        this.perRank = List.copyOf(perRank);
    }

    /** One line per blocked rank: "rank 3: in bcast/binomial, waits for recv from 1 (tag 0)". */
    public List<String> perRank() {
        return perRank;
    }
}

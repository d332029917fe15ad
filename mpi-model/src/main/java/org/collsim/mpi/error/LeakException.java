package org.collsim.mpi.error;

import java.util.List;

/** Communicators or tables still alive when the job ended; one line per leaked object. */
public class LeakException extends SimulationFailure {
    private final List<String> leaks;

    public LeakException(String message, List<String> leaks) {
        super(message);
        this.leaks = List.copyOf(leaks);
    }

    public List<String> leaks() {
        return leaks;
    }
}

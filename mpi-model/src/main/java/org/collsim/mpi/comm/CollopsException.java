package org.collsim.mpi.comm;

import org.collsim.mpi.error.SimulationFailure;

/** A table broke the dispatch rules or the hook protocol; the message names the layer and the entry. */
public final class CollopsException extends SimulationFailure {
    public CollopsException(String message) {
        super(message);
    }
}

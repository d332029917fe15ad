package org.collsim.mpi.comm;

/** A table broke the dispatch rules or the hook protocol; the message names the layer and the entry. */
public final class CollopsException extends RuntimeException {
    public CollopsException(String message) {
        super(message);
    }
}

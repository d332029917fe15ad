package org.collsim.mpi.progress;

/** Told when a request completes. */
@FunctionalInterface
public interface RequestListener {
    void requestDone(Request request, long nowPs);
}

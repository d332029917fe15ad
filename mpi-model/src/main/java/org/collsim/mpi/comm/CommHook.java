package org.collsim.mpi.comm;

/** A communicator create or destroy hook, as {@code int (*hook_fn)(MPID_Comm *, void *)}. */
@FunctionalInterface
public interface CommHook {
    void run(Communicator comm, Object param);
}

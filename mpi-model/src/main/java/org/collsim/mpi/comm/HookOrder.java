package org.collsim.mpi.comm;

/** The order in which hook chains run. */
public enum HookOrder {
    /**
     * As the seed document prescribes: create hooks in registration order (upper layer first),
     * destroy hooks in reverse, so each destroy hook sees the table its create hook installed.
     */
    SEED,
    /**
     * As MPICH's CH3 code actually does, contrary to its comments: both lists newest-first.
     * Destroy hooks then meet tables other layers installed; collsim reports every such case.
     */
    CH3_NEWEST_FIRST
}

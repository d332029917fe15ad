package org.collsim.engine.trace;

/** Why a rank's CPU is busy. */
public enum CpuWork {
    /** The MPI library's own work: LogGP's o, a device's per-message costs, completion checks. */
    OVERHEAD,
    /** Reducing received data into a buffer (gamma per byte). */
    REDUCE,
    /** The application's computation (a schedule's calc vertex, a program's compute). */
    COMPUTE,
    /** Copying or packing data (a bounce buffer, a non-contiguous datatype). */
    COPY
}

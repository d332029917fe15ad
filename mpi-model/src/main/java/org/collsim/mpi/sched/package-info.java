/**
 * Schedules: what one rank does in one collective call, as a list of send / recv / reduce /
 * copy operations split into phases by fences (an operation depends on every operation of the
 * phases before it, as in MPICH's {@code MPIR_Sched} barriers). Algorithms build schedules;
 * the progress engine executes them.
 */
package org.collsim.mpi.sched;

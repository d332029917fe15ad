/**
 * Schedules: what one rank does in one collective call, as a DAG of send / recv / reduce /
 * copy / calc / hardware-collective vertices with explicit dependencies (as MPICH's gentran
 * {@code MPII_Genutil_sched_t}); a fence is an implicit join that costs one bit. Algorithms
 * build schedules; the progress engine executes them.
 */
package org.collsim.mpi.sched;

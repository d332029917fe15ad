/**
 * Communicators and their collective function tables, as in MPICH's override mechanism
 * ({@code coll_fns}): a {@link org.collsim.mpi.comm.Collops} table per communicator, create
 * and destroy hook chains through which layers install and remove their tables, and the
 * table-sharing helper every layer uses. One {@link org.collsim.mpi.comm.Communicator} object
 * stands for the communicator on all its member ranks (a global view of what each MPI process
 * holds a copy of), so hooks run once per communicator.
 */
package org.collsim.mpi.comm;

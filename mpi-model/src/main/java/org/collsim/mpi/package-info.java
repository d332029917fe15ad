/** The simulated MPI: communicators, collective tables and layers, progress engine, algorithms. */
package org.collsim.mpi;

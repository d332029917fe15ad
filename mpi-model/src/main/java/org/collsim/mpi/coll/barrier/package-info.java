/** Barrier algorithms. */
package org.collsim.mpi.coll.barrier;

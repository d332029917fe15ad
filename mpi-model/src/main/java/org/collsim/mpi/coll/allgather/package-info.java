/** Allgather algorithms. */
package org.collsim.mpi.coll.allgather;

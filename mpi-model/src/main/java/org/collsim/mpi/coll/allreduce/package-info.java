/** Allreduce algorithms. */
package org.collsim.mpi.coll.allreduce;

/**
 * Reduce_scatter algorithms (MPI_Reduce_scatter with the call's recvcounts,
 * {@link org.collsim.mpi.coll.CollArgs#counts()}: those of {@link org.collsim.mpi.coll.BlockPartition}
 * unless given): IN holds the whole n-element vector, rank r's OUT receives block r (counts(r)
 * elements at offset(r)) of the element-wise reduction over all ranks.
 */
package org.collsim.mpi.coll.reducescatter;

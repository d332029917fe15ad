/**
 * Reduce_scatter algorithms (MPI_Reduce_scatter with the counts of
 * {@link org.collsim.mpi.coll.BlockPartition}): IN holds the whole n-element vector, rank r's
 * OUT receives block r of the element-wise reduction over all ranks.
 */
package org.collsim.mpi.coll.reducescatter;

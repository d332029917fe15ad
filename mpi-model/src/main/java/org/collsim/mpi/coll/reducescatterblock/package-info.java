/**
 * Reduce_scatter_block algorithms (MPI_Reduce_scatter_block with recvcount n): IN holds n * p
 * elements, rank r's OUT receives block r (n elements) of the element-wise reduction. The block
 * case is reduce_scatter with p equal blocks, so each algorithm runs a reduce_scatter schedule on
 * the whole vector ({@link org.collsim.mpi.coll.reducescatterblock.BlockReduceScatter}).
 */
package org.collsim.mpi.coll.reducescatterblock;

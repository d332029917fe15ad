/**
 * Bcast algorithms. {@code BcastScatter} is the binomial scatter (MPICH
 * {@code MPII_Scatter_for_bcast}) that starts both scatter-allgather broadcasts.
 */
package org.collsim.mpi.coll.bcast;

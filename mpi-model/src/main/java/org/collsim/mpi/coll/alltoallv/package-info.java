/**
 * Alltoallv algorithms. Rank i sends block(i, j) elements to rank j ({@link org.collsim.mpi.coll.Counts#block}):
 * counts(i) to every rank, or a count matrix's entry. Rank i's IN holds its blocks in destination
 * order, every rank's OUT the blocks it receives in source order, without gaps.
 */
package org.collsim.mpi.coll.alltoallv;

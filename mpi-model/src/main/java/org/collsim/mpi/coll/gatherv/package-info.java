/**
 * Gatherv algorithms. Rank r's IN holds its counts(r) elements; the root's OUT holds the total,
 * rank r's block at offset(r) (MPI displacements without gaps).
 */
package org.collsim.mpi.coll.gatherv;

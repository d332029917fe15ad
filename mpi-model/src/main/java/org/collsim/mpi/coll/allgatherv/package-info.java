/**
 * Allgatherv algorithms. Rank r's IN holds its counts(r) elements; every rank's OUT holds the
 * total, rank r's block at offset(r).
 */
package org.collsim.mpi.coll.allgatherv;

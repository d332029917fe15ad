/**
 * Alltoallv algorithms. Rank i sends counts(i) elements to every rank: block j of its IN (at
 * j * counts(i)) goes to rank j; every rank's OUT holds the total, rank i's block at offset(i).
 */
package org.collsim.mpi.coll.alltoallv;

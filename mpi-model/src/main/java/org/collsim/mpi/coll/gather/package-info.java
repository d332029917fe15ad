/**
 * Gather algorithms. Every rank's IN holds its n elements; the root's OUT holds n * p, block i
 * from rank i.
 */
package org.collsim.mpi.coll.gather;

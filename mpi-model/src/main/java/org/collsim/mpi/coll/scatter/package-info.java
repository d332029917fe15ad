/**
 * Scatter algorithms. The root's IN holds n * p elements, block i for rank i; every rank's OUT
 * receives its n elements.
 */
package org.collsim.mpi.coll.scatter;

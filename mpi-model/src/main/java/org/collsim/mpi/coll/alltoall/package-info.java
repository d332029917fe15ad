/**
 * Alltoall algorithms. IN and OUT hold n * p elements: block j of IN goes to rank j, block i of
 * OUT comes from rank i.
 */
package org.collsim.mpi.coll.alltoall;

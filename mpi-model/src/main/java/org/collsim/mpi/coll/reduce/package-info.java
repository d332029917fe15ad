/** Reduce algorithms. */
package org.collsim.mpi.coll.reduce;

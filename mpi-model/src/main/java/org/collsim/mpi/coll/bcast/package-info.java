/** Bcast algorithms. */
package org.collsim.mpi.coll.bcast;

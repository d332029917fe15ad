/**
 * Scan (inclusive prefix reduction) algorithms: rank r's OUT receives x_0 op x_1 op .. op x_r.
 * The schedule vocabulary's REDUCE computes dst = dst op src, so to stay correct for
 * non-commutative operations these algorithms keep lower ranks' data on the destination side
 * (copies are free), as MPICH does with its operand order.
 */
package org.collsim.mpi.coll.scan;

/**
 * Scatterv algorithms. The root's IN holds the total; rank r's OUT receives the counts(r)
 * elements at offset(r) of it.
 */
package org.collsim.mpi.coll.scatterv;

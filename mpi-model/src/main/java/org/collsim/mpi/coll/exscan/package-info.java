/**
 * Exscan (exclusive prefix reduction) algorithms: rank r &gt; 0's OUT receives
 * x_0 op .. op x_(r-1); rank 0's OUT is left untouched. Combine order as in
 * {@link org.collsim.mpi.coll.scan}.
 */
package org.collsim.mpi.coll.exscan;

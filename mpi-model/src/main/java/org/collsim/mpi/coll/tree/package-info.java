/**
 * Tree shapes that tree-based algorithms of several collectives share (bcast, reduce and
 * allreduce over the same k-ary and k-nomial trees). Depends on nothing else in collsim.
 */
package org.collsim.mpi.coll.tree;

/**
 * Tree shapes that tree-based algorithms of several collectives share (bcast, reduce and
 * allreduce over the same k-ary and k-nomial trees), the combining of children's data, and the
 * parameters of the algorithms that walk a tree in chunks. Depends on the algorithm and schedule
 * types only, never on a collective's package.
 */
package org.collsim.mpi.coll.tree;

/**
 * The collective algorithm library: the {@link org.collsim.mpi.coll.Collective} kinds, the
 * algorithm contract, and the one registry from which the CLI listing, validation errors and
 * the test matrix are derived. One sub-package per collective, one class per algorithm.
 */
package org.collsim.mpi.coll;

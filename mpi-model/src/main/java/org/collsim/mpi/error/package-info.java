/**
 * collsim's one exception hierarchy: a sealed {@link org.collsim.mpi.error.CollsimException}
 * whose four kinds (bad input, a failed simulation, a run limit, a bug) decide the exit code.
 * The package depends on nothing, so every layer of collsim may throw its kinds.
 */
package org.collsim.mpi.error;

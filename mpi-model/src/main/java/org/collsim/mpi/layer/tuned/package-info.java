/** The tuned layer: picks an algorithm from the library by message size and rank count, with MPICH's default cut-offs. */
package org.collsim.mpi.layer.tuned;

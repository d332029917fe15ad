/**
 * Allreduce algorithms. {@code PowerOfTwoFold} is MPICH's reduction of any rank count to a
 * power of two, shared by recursive doubling and Rabenseifner's algorithm.
 */
package org.collsim.mpi.coll.allreduce;

/**
 * An example third-party collective algorithm: Open MPI's basic linear allreduce (a linear reduce to
 * rank 0, then a linear broadcast), the baseline every tree and ring beats, found by collsim through
 * this jar's service file.
 */
package org.example.collsim.algorithm;

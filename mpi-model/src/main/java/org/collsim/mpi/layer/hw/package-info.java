/** The hw-collectives layer: Quadrics-style hardware barrier and broadcast. */
package org.collsim.mpi.layer.hw;

/** Running one collective call on a simulated machine: the benchmark harness, reference data and deadlock reports. */
package org.collsim.mpi.run;

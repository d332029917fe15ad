/** The job runtime ({@link org.collsim.mpi.run.Job}) every workload runs inside, the benchmark call and communicator workloads, reference data and deadlock reports. */
package org.collsim.mpi.run;

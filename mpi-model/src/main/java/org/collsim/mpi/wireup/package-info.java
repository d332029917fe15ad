/**
 * MPI start-up on the process manager: mpiexec and one proxy per node in a tree, the PMI
 * traffic of {@code MPI_Init} in three wire-up modes (PMI-1, PMI-2, PMIx-style direct modex),
 * the first-message lookups that follow, and the connection of two process groups (the KVS
 * cache work-around vs a shared name space): a closed-form model evaluated node by node, so
 * that 2^20 ranks take milliseconds; and {@link org.collsim.mpi.wireup.ProxyLookups}, a
 * program's lookups as events through the proxies. See docs/WIREUP.md.
 */
package org.collsim.mpi.wireup;

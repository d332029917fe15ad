/**
 * Alltoallw algorithms: the data movement of alltoallv (one element size for every peer: per-peer
 * datatypes are not modelled), so each runs an alltoallv schedule.
 */
package org.collsim.mpi.coll.alltoallw;

package org.collsim.mpi.select;

import java.util.Map;
import java.util.Optional;

/**
 * MPICH's algorithm names (the {@code algorithm=} leaves of its selection files, blocking
 * intra-communicator forms) and the collsim algorithm that runs for each. A substitute is an
 * algorithm collsim runs because it lacks MPICH's; docs/SELECTION.md lists them with the reason.
 */
final class MpichNames {
    /** The collsim algorithm name for an MPICH algorithm, and whether it is a substitute. */
    record Target(String algorithm, boolean substitute) {
    }

    private static final Map<String, Target> TARGETS = Map.ofEntries(
            same("MPIR_Barrier_intra_k_dissemination", "dissemination"),
            substitute("MPIR_Barrier_intra_smp", "dissemination"),
            substitute("MPIR_Bcast_intra_smp", "binomial"),
            substitute("MPIR_Allreduce_intra_smp", "recursive_doubling"),
            substitute("MPIR_Reduce_intra_smp", "binomial"),
            substitute("MPIR_Scan_intra_smp", "recursive_doubling"),
            same("MPIR_Bcast_intra_binomial", "binomial"),
            same("MPIR_Bcast_intra_scatter_recursive_doubling_allgather", "scatter_recursive_doubling_allgather"),
            same("MPIR_Bcast_intra_scatter_ring_allgather", "scatter_ring_allgather"),
            same("MPIR_Allreduce_intra_recursive_doubling", "recursive_doubling"),
            same("MPIR_Allreduce_intra_reduce_scatter_allgather", "reduce_scatter_allgather"),
            same("MPIR_Allreduce_intra_ring", "ring"),
            same("MPIR_Allgather_intra_recursive_doubling", "recursive_doubling"),
            same("MPIR_Allgather_intra_brucks", "bruck"),
            same("MPIR_Allgather_intra_ring", "ring"),
            same("MPIR_Reduce_intra_binomial", "binomial"),
            same("MPIR_Reduce_intra_reduce_scatter_gather", "reduce_scatter_gather"),
            same("MPIR_Reduce_scatter_intra_recursive_halving", "recursive_halving"),
            same("MPIR_Reduce_scatter_intra_pairwise", "pairwise"),
            same("MPIR_Reduce_scatter_intra_noncommutative", "noncommutative"),
            same("MPIR_Reduce_scatter_intra_recursive_doubling", "recursive_doubling"),
            same("MPIR_Gather_intra_binomial", "binomial"),
            same("MPIR_Scatter_intra_binomial", "binomial"),
            same("MPIR_Scan_intra_recursive_doubling", "recursive_doubling"),
            same("MPIR_Exscan_intra_recursive_doubling", "recursive_doubling"),
            same("MPIR_Alltoall_intra_brucks", "bruck"),
            same("MPIR_Alltoall_intra_pairwise", "pairwise"),
            same("MPIR_Alltoall_intra_scattered", "scattered"),
            same("MPIR_Alltoall_intra_pairwise_sendrecv_replace", "pairwise_sendrecv_replace"),
            same("MPIR_Gatherv_allcomm_linear", "linear"),
            same("MPIR_Scatterv_allcomm_linear", "linear"),
            same("MPIR_Allgatherv_intra_ring", "ring"),
            same("MPIR_Allgatherv_intra_recursive_doubling", "recursive_doubling"),
            same("MPIR_Allgatherv_intra_brucks", "bruck"),
            same("MPIR_Alltoallv_intra_scattered", "scattered"),
            same("MPIR_Alltoallv_intra_pairwise_sendrecv_replace", "pairwise_sendrecv_replace"),
            same("MPIR_Alltoallw_intra_scattered", "scattered"),
            same("MPIR_Alltoallw_intra_pairwise_sendrecv_replace", "pairwise_sendrecv_replace"),
            same("MPIR_Reduce_scatter_block_intra_recursive_halving", "recursive_halving"),
            same("MPIR_Reduce_scatter_block_intra_pairwise", "pairwise"),
            same("MPIR_Reduce_scatter_block_intra_noncommutative", "noncommutative"),
            same("MPIR_Reduce_scatter_block_intra_recursive_doubling", "recursive_doubling"));

    private MpichNames() {
    }

    static Optional<Target> target(String mpichName) {
        return Optional.ofNullable(TARGETS.get(mpichName));
    }

    /**
     * MPICH's name of the algorithm collsim calls {@code collsimName} for {@code c} (not a
     * substitute); MPICH's names start with "MPIR_" and the collective ("MPIR_Reduce_scatter_intra_").
     */
    static Optional<String> mpichName(org.collsim.mpi.coll.Collective c, String collsimName) {
        String prefix = "MPIR_" + Character.toUpperCase(c.id().charAt(0)) + c.id().substring(1) + "_intra_";
        return TARGETS.entrySet().stream().filter(e -> e.getKey().startsWith(prefix) && !e.getValue().substitute()
                && e.getValue().algorithm().equals(collsimName)).map(Map.Entry::getKey).sorted().findFirst();
    }

    private static Map.Entry<String, Target> same(String mpich, String collsim) {
        return Map.entry(mpich, new Target(collsim, false));
    }

    private static Map.Entry<String, Target> substitute(String mpich, String collsim) {
        return Map.entry(mpich, new Target(collsim, true));
    }
}

package org.collsim.mpi.coll.reducescatterblock;

import org.collsim.mpi.coll.reducescatter.PairwiseReduceScatter;

/**
 * The pairwise reduce_scatter_block: {@link PairwiseReduceScatter} on the n * p vector, its
 * schedule, restrictions and closed form (exact wherever that one's is with p equal blocks).
 */
public final class PairwiseReduceScatterBlock extends BlockReduceScatter {
    public PairwiseReduceScatterBlock() {
        super(new PairwiseReduceScatter());
    }

    @Override
    public String citation() {
        return "MPICH reduce_scatter_block_intra_pairwise.c; Thakur, Rabenseifner & Gropp, Optimization of Collective Communication Operations in MPICH, IJHPCA 2005";
    }
}

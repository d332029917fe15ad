package org.collsim.mpi.coll.reducescatterblock;

import org.collsim.mpi.coll.reducescatter.RecursiveHalvingReduceScatter;

/**
 * The recursive halving reduce_scatter_block: {@link RecursiveHalvingReduceScatter} on the n * p vector, its
 * schedule, restrictions and closed form (exact wherever that one's is with p equal blocks).
 */
public final class RecursiveHalvingReduceScatterBlock extends BlockReduceScatter {
    public RecursiveHalvingReduceScatterBlock() {
        super(new RecursiveHalvingReduceScatter());
    }

    /** MPICH's choice for commutative operations below its long-message threshold. */
    @Override
    public boolean isDefault() {
        return true;
    }

    @Override
    public String citation() {
        return "MPICH reduce_scatter_block_intra_recursive_halving.c; Thakur, Rabenseifner & Gropp, Optimization of Collective Communication Operations in MPICH, IJHPCA 2005";
    }
}

package org.collsim.mpi.coll.reducescatterblock;

import org.collsim.mpi.coll.reducescatter.RecursiveDoublingReduceScatter;

/**
 * The recursive doubling reduce_scatter_block (MPICH's, for non-commutative operations):
 * {@link RecursiveDoublingReduceScatter} on the n * p vector, its schedule, restrictions and closed
 * form (exact wherever that one's is with p equal blocks).
 */
public final class RecursiveDoublingReduceScatterBlock extends BlockReduceScatter {
    public RecursiveDoublingReduceScatterBlock() {
        super(new RecursiveDoublingReduceScatter());
    }

    @Override
    public String citation() {
        return "MPICH reduce_scatter_block_intra_recursive_doubling.c; Thakur, Rabenseifner & Gropp, Optimization of Collective Communication Operations in MPICH, IJHPCA 2005";
    }
}

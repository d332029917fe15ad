package org.collsim.mpi.coll.reducescatterblock;

import org.collsim.mpi.coll.reducescatter.NoncommutativeReduceScatter;

/**
 * The noncommutative reduce_scatter_block (MPICH's butterfly for power-of-two p):
 * {@link NoncommutativeReduceScatter} on the n * p vector, whose blocks are equal by definition, so
 * only the power-of-two restriction can fail; its closed form as that one's.
 */
public final class NoncommutativeReduceScatterBlock extends BlockReduceScatter {
    public NoncommutativeReduceScatterBlock() {
        super(new NoncommutativeReduceScatter());
    }

    @Override
    public String citation() {
        return "MPICH reduce_scatter_block_intra_noncommutative.c; Traeff, An improved algorithm for (non-commutative) reduce-scatter with an application, EuroPVM/MPI 2005";
    }
}

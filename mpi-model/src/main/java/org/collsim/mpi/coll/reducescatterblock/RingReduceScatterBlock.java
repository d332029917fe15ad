package org.collsim.mpi.coll.reducescatterblock;

import org.collsim.mpi.coll.reducescatter.RingReduceScatter;

/**
 * The ring reduce_scatter_block: {@link RingReduceScatter} on the n * p vector, its
 * schedule, restrictions and closed form (exact wherever that one's is with p equal blocks).
 */
public final class RingReduceScatterBlock extends BlockReduceScatter {
    public RingReduceScatterBlock() {
        super(new RingReduceScatter());
    }

    @Override
    public String citation() {
        return "the ring reduce_scatter with equal blocks: Patarasuk & Yuan, Bandwidth optimal all-reduce algorithms for clusters of workstations, JPDC 2009; Open MPI ompi_coll_base_reduce_scatter_intra_ring";
    }
}

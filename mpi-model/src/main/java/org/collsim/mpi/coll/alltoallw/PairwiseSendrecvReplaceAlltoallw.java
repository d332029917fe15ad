package org.collsim.mpi.coll.alltoallw;

import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.SameSchedule;
import org.collsim.mpi.coll.alltoallv.PairwiseSendrecvReplaceAlltoallv;

/**
 * Alltoallw by pairwise sendrecv_replace (MPICH {@code alltoallw_intra_pairwise_sendrecv_replace},
 * the alltoallv loop with a datatype per peer): {@link PairwiseSendrecvReplaceAlltoallv}'s
 * schedule and its cost.
 */
public final class PairwiseSendrecvReplaceAlltoallw extends SameSchedule {
    public PairwiseSendrecvReplaceAlltoallw() {
        this(new PairwiseSendrecvReplaceAlltoallv());
    }

    private PairwiseSendrecvReplaceAlltoallw(CollectiveAlgorithm alltoallv) {
        super(Collective.ALLTOALLW, alltoallv);
    }

    @Override
    protected CollectiveAlgorithm with(CollectiveAlgorithm configured) {
        return new PairwiseSendrecvReplaceAlltoallw(configured);
    }

    @Override
    public String citation() {
        return "MPICH alltoallw_intra_pairwise_sendrecv_replace.c";
    }
}

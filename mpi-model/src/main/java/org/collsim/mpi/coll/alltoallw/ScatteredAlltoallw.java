package org.collsim.mpi.coll.alltoallw;

import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.SameSchedule;
import org.collsim.mpi.coll.alltoallv.ScatteredAlltoallv;

/**
 * Scattered alltoallw (MPICH {@code alltoallw_intra_scattered}, the alltoallv loop with a
 * datatype per peer): {@link ScatteredAlltoallv}'s schedule, its batches and its cost.
 */
public final class ScatteredAlltoallw extends SameSchedule {
    public ScatteredAlltoallw() {
        this(new ScatteredAlltoallv());
    }

    private ScatteredAlltoallw(CollectiveAlgorithm alltoallv) {
        super(Collective.ALLTOALLW, alltoallv);
    }

    @Override
    protected CollectiveAlgorithm with(CollectiveAlgorithm configured) {
        return new ScatteredAlltoallw(configured);
    }

    @Override
    public boolean isDefault() {
        return true;
    }

    @Override
    public String citation() {
        return "MPICH alltoallw_intra_scattered.c";
    }
}

package org.collsim.mpi.coll.scatterv;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.gatherv.LinearGatherv;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Linear scatterv (MPICH {@code scatterv_allcomm_linear}), the mirror image of
 * {@link LinearGatherv}'s schedule. Any p, any root, any counts.
 * <ol>
 * <li>The root copies its own block into OUT and sends the counts(r) elements at offset(r) of IN
 * to each rank r with a non-empty block, in rank order, all at once (MPICH's isends and one
 * waitall).</li>
 * <li>Every other rank with a non-empty block receives it from the root.</li>
 * </ol>
 * <p>Cost: the sum over non-root ranks r with counts(r) &gt; 0 of alpha + counts(r)*beta,
 * exact for every p and every counts under Hockney's model: the root's send port issues the
 * messages back to back and each receiver's port is free.
 */
public final class LinearScatterv implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.SCATTERV;
    }

    @Override
    public String name() {
        return "linear";
    }

    @Override
    public boolean isDefault() {
        return true;
    }

    @Override
    public String citation() {
        return "MPICH scatterv_allcomm_linear.c";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        LinearGatherv.linear(args, rank, schedule, false);
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        return OptionalLong.of(LinearGatherv.serialTransfersPs(args, model));
    }
}

package org.collsim.mpi.coll.barrier;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.IntMath;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Dissemination barrier (Hensgen, Finkel &amp; Manber 1988; MPICH
 * {@code barrier_intra_k_dissemination} with k = 2): in round k every rank sends an empty
 * message to rank + 2^k and receives one from rank - 2^k (mod p). Any p.
 * <p>Cost: ceil(lg p) * alpha.
 */
public final class DisseminationBarrier implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.BARRIER;
    }

    @Override
    public String name() {
        return "dissemination";
    }

    @Override
    public String citation() {
        return "Hensgen, Finkel & Manber, Two algorithms for barrier synchronization, IJPP 1988; MPICH barrier_intra_k_dissemination.c";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        for (int distance = 1; distance < p; distance <<= 1) {
            schedule.send((rank + distance) % p, 0, 0, 0);
            schedule.recv((rank - distance + p) % p, 0, 0, 0);
            schedule.fence();
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        return OptionalLong.of(IntMath.log2(args.ranks()) * model.transferPs(0));
    }
}

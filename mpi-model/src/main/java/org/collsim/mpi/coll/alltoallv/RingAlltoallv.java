package org.collsim.mpi.coll.alltoallv;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * SMPI's alltoallv "ring" (SimGrid {@code alltoallv__ring}, Faraj's; what {@code smpi/alltoallv:ring}
 * runs). Any p, any counts.
 * <ol>
 * <li>Step 0: the rank's own block (SMPI: a sendrecv with itself, through the loopback; here a free
 * copy).</li>
 * <li>For i = 1 .. p-1, one blocking sendrecv each: when p is a power of two with rank XOR i both
 * ways (the exclusive-or pairing of MPICH's pairwise alltoall), otherwise to (rank + i) mod p and
 * from (rank - i) mod p, the shift exchange of {@code pairwise}. Empty blocks are sent all the
 * same.</li>
 * </ol>
 * <p>Cost: when at every step each rank sends or receives the step's largest block c(i) (equal
 * counts, say), the sum over i = 1 .. p-1 of alpha + c(i) beta, exact under Hockney's model: the
 * ranks start each step together and a rank's two messages use ports no other message of the step
 * uses. Otherwise the ranks drift apart; no closed form is claimed.
 */
public final class RingAlltoallv implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.ALLTOALLV;
    }

    @Override
    public String name() {
        return "ring";
    }

    @Override
    public String citation() {
        return "SimGrid src/smpi/colls/alltoallv/alltoallv-ring.cpp (alltoallv__ring, A. Faraj)";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        PairwiseAlltoallv.exchange(args, rank, schedule, powerOfTwo(args.ranks()));
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        return PairwiseAlltoallv.closedFormPs(args, model, powerOfTwo(args.ranks()));
    }

    private static boolean powerOfTwo(int p) {
        return Integer.bitCount(p) == 1;
    }
}

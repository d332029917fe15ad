package org.collsim.mpi.coll.alltoall;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * In-place alltoall by pairwise sendrecv_replace (MPICH {@code alltoall_intra_pairwise_sendrecv_replace},
 * its MPI_IN_PLACE algorithm, without the intranode-first and bit-flipping variants). Any p.
 * <ol>
 * <li>Copy IN to OUT (MPICH runs on the user's buffer in place).</li>
 * <li>For i = 0 .. p-1, i != rank, in that order on every rank: sendrecv_replace block i of
 * OUT with rank i (pack it into a temporary, send it, receive the peer's block into its
 * place), one exchange after the other. All ranks agree on the order, so no exchange waits on
 * a cycle.</li>
 * </ol>
 * <p>Cost: alpha + n beta at 2 ranks. No closed form beyond: rank i's exchange with rank j
 * (i &lt; j) is i's (j-1)-th and j's i-th, so ranks wait for each other, and a rank whose
 * first partner is still busy sends its block ahead, onto a receive port that another
 * exchange needs (p = 3 takes 4 (alpha + n beta); the test derives it).
 */
public final class PairwiseSendrecvReplaceAlltoall implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.ALLTOALL;
    }

    @Override
    public String name() {
        return "pairwise_sendrecv_replace";
    }

    @Override
    public String citation() {
        return "MPICH alltoall_intra_pairwise_sendrecv_replace.c (shared with alltoallv and alltoallw)";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        schedule.copy(Buffers.IN, 0, Buffers.OUT, 0, p * n);
        int packed = schedule.tmp(n);
        schedule.fence();
        for (int i = 0; i < p; i++) {
            if (i == rank) {
                continue;
            }
            schedule.copy(Buffers.OUT, i * n, packed, 0, n);
            schedule.fence();
            schedule.send(i, packed, 0, n);
            schedule.recv(i, Buffers.OUT, i * n, n);
            schedule.fence();
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        return p <= 2 ? OptionalLong.of((p - 1) * model.transferPs(args.bytes())) : OptionalLong.empty();
    }
}

package org.collsim.mpi.coll.alltoallv;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.Counts;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Pairwise-exchange alltoallv (Open MPI {@code ompi_coll_base_alltoallv_intra_pairwise}, which
 * Open MPI's tuned component picks on some communicator sizes; MPICH has no pairwise alltoallv).
 * Any p, any counts.
 * <ol>
 * <li>Copy the rank's own block from IN to its place in OUT (Open MPI's step 0, a sendrecv
 * with itself).</li>
 * <li>For i = 1 .. p-1, one sendrecv each: send the block for (rank + i) mod p to it and
 * receive (rank - i) mod p's block; empty blocks are sent all the same, as Open MPI does.</li>
 * </ol>
 * <p>Cost: when at every step i each rank sends or receives the step's largest block c(i) (equal
 * counts; a count matrix constant along its shifted diagonals; or any matrix whose step-i maxima
 * cover every rank), the sum over i = 1 .. p-1 of alpha + c(i) beta, exact under Hockney's model:
 * by induction the ranks start step i together, each rank's two messages of the step use ports
 * no other message of the step uses, and the longer is c(i)'s. Otherwise a rank whose two blocks
 * are both smaller finishes the step early and the ranks drift apart; no closed form is claimed.
 */
public final class PairwiseAlltoallv implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.ALLTOALLV;
    }

    @Override
    public String name() {
        return "pairwise";
    }

    @Override
    public String citation() {
        return "Open MPI coll_base_alltoallv.c (ompi_coll_base_alltoallv_intra_pairwise)";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        exchange(args, rank, schedule, false);
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        return closedFormPs(args, model, false);
    }

    /** Step i's destination of {@code rank}: rank XOR i, or rank + i (mod p). */
    private static int destination(int rank, int i, int p, boolean xor) {
        return xor ? rank ^ i : (rank + i) % p;
    }

    /** Step i's source of {@code rank}: rank XOR i, or rank - i (mod p). */
    private static int source(int rank, int i, int p, boolean xor) {
        return xor ? rank ^ i : (rank - i + p) % p;
    }

    /**
     * The own block copied, then for i = 1 .. p-1 one sendrecv (a send, a receive, a fence): to and
     * from rank XOR i when {@code xor} (p a power of two), else to rank + i and from rank - i.
     */
    static void exchange(CollArgs args, int rank, ScheduleBuilder schedule, boolean xor) {
        int p = args.ranks();
        Counts counts = args.counts();
        schedule.copy(Buffers.IN, counts.sendOffset(rank, rank), Buffers.OUT, counts.recvOffset(rank, rank),
                counts.block(rank, rank));
        for (int i = 1; i < p; i++) {
            int dst = destination(rank, i, p, xor);
            int src = source(rank, i, p, xor);
            schedule.send(dst, Buffers.IN, counts.sendOffset(rank, dst), counts.block(rank, dst));
            schedule.recv(src, Buffers.OUT, counts.recvOffset(rank, src), counts.block(src, rank));
            schedule.fence();
        }
    }

    /**
     * The sum over steps of alpha + c(i) beta, c(i) the step's largest block, when at every step
     * each rank sends or receives c(i) (so the ranks stay in step); empty otherwise.
     */
    static OptionalLong closedFormPs(CollArgs args, HockneyModel model, boolean xor) {
        Counts counts = args.counts();
        int p = args.ranks();
        long total = 0;
        for (int i = 1; i < p; i++) {
            long largest = 0;
            for (int r = 0; r < p; r++) {
                largest = Math.max(largest, counts.block(r, destination(r, i, p, xor)));
            }
            for (int r = 0; r < p; r++) {
                if (counts.block(r, destination(r, i, p, xor)) != largest && counts.block(source(r, i, p, xor), r) != largest) {
                    return OptionalLong.empty();
                }
            }
            total += model.transferPs(largest * args.elementBytes());
        }
        return OptionalLong.of(total);
    }
}

package org.collsim.mpi.coll.alltoall;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.OneParameterAlgorithm;
import org.collsim.mpi.coll.Parameter;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Bruck's alltoall with radix k (Bruck et al. 1997; MPICH {@code alltoall_intra_k_brucks}, which
 * is {@code alltoall_intra_brucks} at k = 2): ceil(log_k p) store-and-forward phases instead of
 * p-1 steps, for small blocks. Any p.
 * <ol>
 * <li>Rotate IN up by rank blocks into a working buffer: block i is the data for rank + i.</li>
 * <li>Phase delta = 1, k, k^2, .. &lt; p; for each digit j = 1 .. k-1 with j*delta &lt; p: pack
 * the blocks whose base-k digit at delta is j (runs of delta blocks; MPICH's pack helper) and
 * send them to rank + j*delta; receive as many from rank - j*delta. After the phase, unpack
 * every digit's blocks into the same positions. Packing and unpacking are free copies.</li>
 * <li>Block i now holds the data from rank - i; copy it to OUT block (rank - i) mod p (MPICH:
 * a rotation and a reversal).</li>
 * </ol>
 * A phase's sends leave one after the other (send j depends on send j-1), as in the k-ary
 * dissemination barrier.
 * <p>Cost (Thakur et al. at k = 2, power-of-two p): lg p * alpha + (n p / 2) lg p * beta, n the
 * block per destination; Bruck et al. for p a power of k: log_k(p) (k-1) alpha + (k-1)/k p
 * log_k(p) n beta. In general the sum over phases and digits of alpha + B(delta, j) n beta,
 * B(delta, j) the indices in 1 .. p-1 with digit j at delta; exact for every p, k and n under
 * Hockney's model, since each digit's messages form a shift permutation of equal size.
 */
public final class BruckAlltoall extends OneParameterAlgorithm {
    private static final Parameter K = new Parameter("k", 2, 2, 1 << 16, "radix: messages sent per phase plus one");

    private final int k;

    public BruckAlltoall() {
        this(K.defaultValue());
    }

    private BruckAlltoall(long k) {
        super(K, k);
        this.k = Math.toIntExact(k);
    }

    @Override
    public Collective collective() {
        return Collective.ALLTOALL;
    }

    @Override
    public String name() {
        return "bruck";
    }

    @Override
    public String citation() {
        return "Bruck, Ho, Kipnis, Upfal & Weathersby, Efficient algorithms for all-to-all communications in multiport message-passing systems, IEEE TPDS 1997; MPICH alltoall_intra_k_brucks.c";
    }

    @Override
    protected CollectiveAlgorithm with(long value) {
        return new BruckAlltoall(value);
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        int work = schedule.tmp(p * n);
        schedule.copy(Buffers.IN, rank * n, work, 0, (p - rank) * n);
        schedule.copy(Buffers.IN, 0, work, (p - rank) * n, rank * n);
        schedule.fence();
        int buffers = (int) Math.min(k - 1, p - 1);
        int[] packed = new int[buffers];
        int[] unpacked = new int[buffers];
        long most = mostBlocksPerDigit(p);
        for (int j = 0; j < buffers; j++) {
            packed[j] = schedule.tmp(most * n);
            unpacked[j] = schedule.tmp(most * n);
        }
        for (long delta = 1; delta < p; delta *= k) {
            phase(schedule, rank, p, delta, n, work, packed, unpacked);
        }
        for (int i = 0; i < p; i++) {
            schedule.copy(work, i * n, Buffers.OUT, (long) Math.floorMod(rank - i, p) * n, n);
        }
    }

    /** Packs every digit's blocks, sends them (one after the other) and unpacks what arrived. */
    private void phase(ScheduleBuilder schedule, int rank, int p, long delta, long n, int work, int[] packed, int[] unpacked) {
        int digits = (int) Math.min(k - 1, (p - 1) / delta);
        for (int j = 1; j <= digits; j++) {
            pack(schedule, p, delta, j, n, work, packed[j - 1], true);
        }
        schedule.fence();
        int previous = -1;
        for (int j = 1; j <= digits; j++) {
            long count = blocksWithDigit(p, delta, k, j) * n;
            int send = schedule.send((int) ((rank + j * delta) % p), packed[j - 1], 0, count);
            if (previous >= 0) {
                schedule.dependsOn(send, previous);
            }
            previous = send;
            schedule.recv((int) Math.floorMod(rank - j * delta, (long) p), unpacked[j - 1], 0, count);
        }
        schedule.fence();
        for (int j = 1; j <= digits; j++) {
            pack(schedule, p, delta, j, n, work, unpacked[j - 1], false);
        }
        schedule.fence();
    }

    private long mostBlocksPerDigit(int p) {
        long most = 0;
        for (long delta = 1; delta < p; delta *= k) {
            for (int j = 1; j < k && j * delta < p; j++) {
                most = Math.max(most, blocksWithDigit(p, delta, k, j));
            }
        }
        return most;
    }

    /** Copies the runs of blocks with digit {@code j} at {@code delta} between the working buffer and {@code packedBuf}. */
    private void pack(ScheduleBuilder schedule, int p, long delta, int j, long n, int work, int packedBuf, boolean toPacked) {
        long moved = 0;
        for (long start = j * delta; start < p; start += k * delta) {
            long run = Math.min(delta, p - start);
            if (toPacked) {
                schedule.copy(work, start * n, packedBuf, moved * n, run * n);
            } else {
                schedule.copy(packedBuf, moved * n, work, start * n, run * n);
            }
            moved += run;
        }
    }

    /** Number of block indices i in 1 .. p-1 whose base-k digit at {@code delta} is {@code j}. */
    static long blocksWithDigit(int p, long delta, int k, int j) {
        long count = 0;
        for (long start = j * delta; start < p; start += k * delta) {
            count += Math.min(delta, p - start);
        }
        return count;
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        long total = 0;
        for (long delta = 1; delta < p; delta *= k) {
            for (int j = 1; j < k && j * delta < p; j++) {
                total += model.transferPs(blocksWithDigit(p, delta, k, j) * args.bytes());
            }
        }
        return OptionalLong.of(total);
    }
}

package org.collsim.mpi.coll.alltoall;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.Counts;
import org.collsim.mpi.coll.OneParameterAlgorithm;
import org.collsim.mpi.coll.Parameter;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Scattered alltoall (MPICH {@code alltoall_intra_scattered}): nonblocking sends and receives
 * in batches of {@code batch} requests each way (MPICH's {@code MPIR_CVAR_ALLTOALL_THROTTLE},
 * default 32; 0 posts all at once), every batch waited for before the next. Any p.
 * <ol>
 * <li>For ii = 0, batch, 2 batch, .. &lt; p: post receives from rank + ii + i and sends to
 * rank - ii - i (mod p) for i = 0 .. batch-1, scattered so that the ranks do not all send to the
 * same rank at once; wait for all of them. A rank's block for itself (i = ii = 0) is a local
 * copy, where MPICH sends it to itself.</li>
 * </ol>
 * <p>Cost: (p-1) (alpha + n beta) when every batch holds one message (batch 1, or p &lt;= 2),
 * exact under Hockney's model (each batch a shift permutation). Otherwise no closed form: a
 * batch's sends are all issued at once and Hockney reserves each receive port in issue order
 * without backfilling, so a rank's first send can wait behind another rank's later one (p = 3
 * with the whole exchange in one batch takes 4 (alpha + n beta), not 2; the test derives it).
 */
public final class ScatteredAlltoall extends OneParameterAlgorithm {
    private static final Parameter BATCH = new Parameter("batch", 32, 0, 1 << 20,
            "requests in flight each way (MPICH's MPIR_CVAR_ALLTOALL_THROTTLE); 0 posts all at once");

    private final long batch;

    public ScatteredAlltoall() {
        this(BATCH.defaultValue());
    }

    private ScatteredAlltoall(long batch) {
        super(BATCH, batch);
        this.batch = batch;
    }

    @Override
    public Collective collective() {
        return Collective.ALLTOALL;
    }

    @Override
    public String name() {
        return "scattered";
    }

    @Override
    public String citation() {
        return "MPICH alltoall_intra_scattered.c (throttle after Tony Ladd)";
    }

    @Override
    protected CollectiveAlgorithm with(long value) {
        return new ScatteredAlltoall(value);
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        exchange(schedule, rank, p, batch, Counts.uniform(args.count() * p, p), false);
    }

    /**
     * The batched exchange, written once for alltoall and alltoallv: rank r sends block(r, j)
     * elements of its IN to each rank j and receives rank i's block(i, r) at recvOffset(r, i) of
     * OUT. Alltoallv skips empty messages ({@code skipEmpty}), as MPICH's does; alltoall sends them.
     */
    public static void exchange(ScheduleBuilder schedule, int rank, int p, long batch, Counts counts, boolean skipEmpty) {
        int block = batch == 0 ? p : (int) Math.min(batch, p);
        for (int ii = 0; ii < p; ii += block) {
            int size = Math.min(block, p - ii);
            for (int i = 0; i < size; i++) {
                int src = (rank + i + ii) % p;
                long n = counts.block(src, rank);
                if (src == rank) {
                    schedule.copy(Buffers.IN, counts.sendOffset(rank, rank), Buffers.OUT, counts.recvOffset(rank, rank), n);
                } else if (!skipEmpty || n > 0) {
                    schedule.recv(src, Buffers.OUT, counts.recvOffset(rank, src), n);
                }
            }
            for (int i = 0; i < size; i++) {
                int dst = Math.floorMod(rank - i - ii, p);
                long n = counts.block(rank, dst);
                if (dst != rank && (!skipEmpty || n > 0)) {
                    schedule.send(dst, Buffers.IN, counts.sendOffset(rank, dst), n);
                }
            }
            schedule.fence();
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        if (batch != 1 && p > 2) {
            return OptionalLong.empty();
        }
        return OptionalLong.of((p - 1) * model.transferPs(args.bytes()));
    }
}

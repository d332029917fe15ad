package org.collsim.mpi.coll.alltoallv;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.Counts;
import org.collsim.mpi.coll.OneParameterAlgorithm;
import org.collsim.mpi.coll.Parameter;
import org.collsim.mpi.coll.alltoall.ScatteredAlltoall;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Scattered alltoallv (MPICH {@code alltoallv_intra_scattered}, {@link ScatteredAlltoall}'s
 * exchange on the counts): receives and sends in batches
 * of {@code batch} peers ({@code MPIR_CVAR_ALLTOALL_THROTTLE}, default 32; 0 posts all at once),
 * each batch waited for before the next. Any p, any counts.
 * <ol>
 * <li>For each batch of peers i = ii .. ii+batch-1: receive from (rank + i) mod p into its
 * block of OUT, send to (rank - i) mod p its block of IN; empty blocks are neither sent nor
 * received (MPICH skips zero counts), and the rank's own block (i = 0) is copied rather than
 * sent to itself.</li>
 * <li>Wait for the batch (a fence).</li>
 * </ol>
 * <p>Cost: for equal counts c and batch 0 or &gt;= p it is the linear alltoall's schedule,
 * ceil(p/2) (p-1) (alpha + c*beta), exact under this simulator's Hockney model for the reason
 * {@link org.collsim.mpi.coll.alltoall.LinearAlltoall} gives (in-order port reservation). With
 * smaller batches or unequal counts the head-of-line blocking depends on which ranks share a
 * batch slot; no closed form is claimed.
 */
public final class ScatteredAlltoallv extends OneParameterAlgorithm {
    private static final Parameter BATCH = new Parameter("batch", 32, 0, 1 << 28,
            "peers per batch of receives and sends (MPICH's MPIR_CVAR_ALLTOALL_THROTTLE); 0: all at once");

    private final long batch;

    public ScatteredAlltoallv() {
        this(BATCH.defaultValue());
    }

    private ScatteredAlltoallv(long batch) {
        super(BATCH, batch);
        this.batch = batch;
    }

    @Override
    protected CollectiveAlgorithm with(long value) {
        return new ScatteredAlltoallv(value);
    }

    @Override
    public Collective collective() {
        return Collective.ALLTOALLV;
    }

    @Override
    public String name() {
        return "scattered";
    }

    @Override
    public boolean isDefault() {
        return true;
    }

    @Override
    public String citation() {
        return "MPICH alltoallv_intra_scattered.c";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        ScatteredAlltoall.exchange(schedule, rank, args.ranks(), batch, args.counts(), true);
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        Counts counts = args.counts();
        if (!counts.equal() || (batch != 0 && batch < p)) {
            return OptionalLong.empty();
        }
        long block = counts.block(0, 0);
        return OptionalLong.of(block == 0 ? 0 : (long) ((p + 1) / 2) * (p - 1) * model.transferPs(block * args.elementBytes()));
    }
}

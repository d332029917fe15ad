package org.collsim.mpi.coll.allgatherv;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.Counts;
import org.collsim.mpi.coll.OneParameterAlgorithm;
import org.collsim.mpi.coll.Parameter;
import org.collsim.mpi.coll.allgather.BruckAllgather;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Bruck's allgatherv (Bruck et al. 1997; MPICH {@code allgatherv_intra_brucks}, which is this
 * at k = 2; larger k runs MPICH allgather's {@code k_brucks} phases on the counts). Any p, any
 * counts.
 * <ol>
 * <li>Copy the rank's own block to the top of a temporary of the total; block i of the
 * temporary will hold rank (rank + i) mod p's counts((rank + i) mod p) elements.</li>
 * <li>ceil(log_k p) phases, delta = 1, k, k^2, ..: for j = 1 .. k-1 while j*delta &lt; p, send
 * the first delta blocks (cut at p in the last phase) to rank - j*delta and receive the blocks
 * of ranks rank + j*delta on from it; a message is the sum of its blocks' counts, possibly
 * empty (MPICH sends it all the same).</li>
 * <li>Rotate the temporary into OUT (two COPY ops).</li>
 * </ol>
 * {@link BruckAllgather} writes the schedule once for both collectives; a total of 0 returns at
 * once.
 * <p>Cost: with equal counts c, BruckAllgather's: the sum over phases and digits j of alpha +
 * blocks(j) c beta, ceil(lg p) alpha + (p-1) c beta at k = 2, exact under Hockney's model (each
 * digit a shift permutation of equal messages). With unequal counts a digit's messages differ
 * from rank to rank and the ranks drift apart; no closed form is claimed.
 */
public final class BruckAllgatherv extends OneParameterAlgorithm {
    private static final Parameter K = new Parameter("k", 2, 2, 1 << 16, "radix: messages sent per phase plus one");

    private final int k;

    public BruckAllgatherv() {
        this(K.defaultValue());
    }

    private BruckAllgatherv(long k) {
        super(K, k);
        this.k = Math.toIntExact(k);
    }

    @Override
    public Collective collective() {
        return Collective.ALLGATHERV;
    }

    @Override
    public String name() {
        return "bruck";
    }

    @Override
    public String citation() {
        return "Bruck, Ho, Kipnis, Upfal & Weathersby, IEEE TPDS 1997; MPICH allgatherv_intra_brucks.c";
    }

    @Override
    protected CollectiveAlgorithm with(long value) {
        return new BruckAllgatherv(value);
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        Counts counts = args.counts();
        BruckAllgather.gather(schedule, rank, args.ranks(), k, counts::offset);
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        Counts counts = args.counts();
        if (!counts.equal()) {
            return OptionalLong.empty();
        }
        CollArgs equalBlocks = new CollArgs(args.ranks(), counts.count(0), args.elementBytes(), 0);
        return new BruckAllgather().withParameters(parameterValues()).closedFormPs(equalBlocks, model);
    }
}

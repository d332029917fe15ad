package org.collsim.mpi.coll.barrier;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.OneParameterAlgorithm;
import org.collsim.mpi.coll.Parameter;
import org.collsim.mpi.coll.RecursiveExchange;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Recursive-exchange barrier (MPICH {@code barrier_intra_recexch}: the recexch allreduce of
 * zero elements), radix k. Any p; see {@link RecursiveExchange} for the rank arithmetic.
 * <ol>
 * <li>Step 1: a rank outside the power of k sends an empty message to its participant and
 * waits for one back (step 3); a participant first receives from its step-1 senders.</li>
 * <li>Step 2, log_k(pOfK) phases: an empty message to each of the phase's k-1 neighbours
 * (one after the other, in {@link RecursiveExchange#sendOrder}'s contention-free order), one
 * from each.</li>
 * <li>Step 3: release the step-1 senders.</li>
 * </ol>
 * <p>Cost: log_k(p) (k-1) alpha for p a power of k (after lowering k to p), exact under
 * Hockney's model (each phase k-1 rounds in which no two ranks send to the same one).
 * Otherwise no closed form: step 1 delays some participants' first phase while their
 * neighbours' messages are already on the way (p = 3, k = 2 takes 3 alpha; the test derives it).
 */
public final class RecexchBarrier extends OneParameterAlgorithm {
    private static final Parameter K = new Parameter("k", 2, 2, 1 << 16, "radix: neighbours per phase plus one");

    private final int k;

    public RecexchBarrier() {
        this(K.defaultValue());
    }

    private RecexchBarrier(long k) {
        super(K, k);
        this.k = Math.toIntExact(k);
    }

    @Override
    public Collective collective() {
        return Collective.BARRIER;
    }

    @Override
    public String name() {
        return "recexch";
    }

    @Override
    public String citation() {
        return "MPICH barrier_intra_recexch.c, allreduce_intra_recexch.c, recexchalgo.c";
    }

    @Override
    protected CollectiveAlgorithm with(long value) {
        return new RecexchBarrier(value);
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        RecursiveExchange rx = new RecursiveExchange(args.ranks(), k);
        int target = rx.step1Target(rank);
        if (target >= 0) {
            schedule.send(target, 0, 0, 0);
            schedule.fence();
            schedule.recv(target, 0, 0, 0);
            return;
        }
        int[] sources = rx.step1Sources(rank);
        for (int source : sources) {
            schedule.recv(source, 0, 0, 0);
        }
        schedule.fence();
        for (int phase = 0; phase < rx.phases(); phase++) {
            int previous = -1;
            for (int nbr : rx.sendOrder(rank, phase)) {
                int send = schedule.send(nbr, 0, 0, 0);
                if (previous >= 0) {
                    schedule.dependsOn(send, previous);
                }
                previous = send;
            }
            for (int nbr : rx.neighbours(rank, phase)) {
                schedule.recv(nbr, 0, 0, 0);
            }
            schedule.fence();
        }
        for (int source : sources) {
            schedule.send(source, 0, 0, 0);
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        RecursiveExchange rx = new RecursiveExchange(args.ranks(), k);
        if (!rx.allParticipate()) {
            return OptionalLong.empty();
        }
        return OptionalLong.of(rx.phases() * (rx.radix() - 1L) * model.transferPs(0));
    }
}

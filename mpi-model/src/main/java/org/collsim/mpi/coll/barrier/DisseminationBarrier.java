package org.collsim.mpi.coll.barrier;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.OneParameterAlgorithm;
import org.collsim.mpi.coll.Parameter;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * k-ary dissemination barrier (Hensgen, Finkel &amp; Manber 1988; MPICH
 * {@code barrier_intra_k_dissemination}): in round i, with shift = k^i, every rank sends an
 * empty message to rank + j*shift and receives one from rank - j*shift (mod p) for j = 1 .. k-1;
 * ceil(log_k p) rounds, k clamped to p as MPICH does. A round's sends leave one after the other
 * (send j depends on send j-1): they share one send port anyway, and issued together they would
 * reserve receivers' ports ahead of the other ranks' earlier messages. k = 2 is the classic
 * dissemination barrier, schedule for schedule. Any p.
 * <p>Cost: ceil(log_k p) * (k-1) * alpha: a round's k-1 sends leave one after another, and each
 * rank's j-th receive arrives with its j-th send.
 */
public final class DisseminationBarrier extends OneParameterAlgorithm {
    private static final Parameter K = new Parameter("k", 2, 2, 1 << 16, "radix: messages sent per round plus one");

    private final int k;

    public DisseminationBarrier() {
        this(K.defaultValue());
    }

    private DisseminationBarrier(long k) {
        super(K, k);
        this.k = Math.toIntExact(k);
    }

    @Override
    public Collective collective() {
        return Collective.BARRIER;
    }

    @Override
    public String name() {
        return "dissemination";
    }

    /** The collective's default (MPICH's default choice when no algorithm is named). */
    @Override
    public boolean isDefault() {
        return true;
    }

    @Override
    public String citation() {
        return "Hensgen, Finkel & Manber, Two algorithms for barrier synchronization, IJPP 1988; MPICH barrier_intra_k_dissemination.c";
    }

    @Override
    protected CollectiveAlgorithm with(long value) {
        return new DisseminationBarrier(value);
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        int radix = Math.min(k, p);
        for (long shift = 1; shift < p; shift *= radix) {
            int previous = -1;
            for (int j = 1; j < radix; j++) {
                int send = schedule.send(plus(rank, j * shift, p), 0, 0, 0);
                if (previous >= 0) {
                    schedule.dependsOn(send, previous);
                }
                previous = send;
            }
            for (int j = 1; j < radix; j++) {
                schedule.recv(plus(rank, p - mod(j * shift, p), p), 0, 0, 0);
            }
            schedule.fence();
        }
    }

    /**
     * (rank + distance) mod p for a rank below p: a division only when the distance is p or more
     * (never at radix 2), since a million ranks' schedules are built one by one.
     */
    private static int plus(int rank, long distance, int p) {
        long peer = rank + mod(distance, p);
        return (int) (peer >= p ? peer - p : peer);
    }

    private static long mod(long distance, int p) {
        return distance < p ? distance : distance % p;
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        int radix = Math.min(k, p);
        long rounds = 0;
        for (long shift = 1; shift < p; shift *= radix) {
            rounds++;
        }
        return OptionalLong.of(rounds * (radix - 1) * model.transferPs(0));
    }
}

package org.collsim.mpi.coll.bcast;

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
 * k-nomial tree broadcast (MPICH {@code bcast_intra_tree} with the knomial tree of
 * {@code MPIR_Treealgo_tree_create_knomial_1}; Chan et al. 2007): with ranks relative to the
 * root written in base k, a rank receives the buffer from the rank that has its lowest nonzero
 * digit cleared, then sends it to rank + d*k^j for every lower digit position j, from the highest
 * position down, and d = 1 .. k-1 within a position. k = 2 is the binomial tree. Any p.
 * <p>Cost under Hockney, exact for p a power of k: log_k(p) * (k-1) * (alpha + n*beta): the root
 * sends k-1 times per level, and a child reached by the d-th send of a level finishes its own
 * subtree, one level lower, no later than the root finishes its last send.
 */
public final class KnomialBcast extends OneParameterAlgorithm {
    private static final Parameter K = new Parameter("k", 2, 2, 1 << 16, "tree radix: children per digit position");

    private final int k;

    public KnomialBcast() {
        this(K.defaultValue());
    }

    private KnomialBcast(long k) {
        super(K, k);
        this.k = Math.toIntExact(k);
    }

    @Override
    public Collective collective() {
        return Collective.BCAST;
    }

    @Override
    public String name() {
        return "knomial";
    }

    @Override
    public String citation() {
        return "MPICH bcast_intra_tree.c with treealgo knomial; Chan, Heimlich, Purkayastha & van de Geijn, "
                + "Collective communication: theory, practice, and experience, CCPE 2007";
    }

    @Override
    protected CollectiveAlgorithm with(long value) {
        return new KnomialBcast(value);
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        int relative = (rank - args.root() + p) % p;
        long n = args.count();
        long place = 1; // k^j of the digit position being looked at
        while (place < p && (relative / place) % k == 0) {
            place *= k;
        }
        if (relative != 0) {
            long parent = relative - (relative / place % k) * place;
            schedule.recv(real(parent, args), Buffers.OUT, 0, n);
            schedule.fence();
        }
        for (place /= k; place >= 1; place /= k) {
            for (long d = 1; d < k && relative + d * place < p; d++) {
                schedule.send(real(relative + d * place, args), Buffers.OUT, 0, n);
            }
        }
    }

    private static int real(long relative, CollArgs args) {
        return (int) ((relative + args.root()) % args.ranks());
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int levels = 0;
        long size = 1;
        while (size < args.ranks()) {
            size *= k;
            levels++;
        }
        if (size != args.ranks()) {
            return OptionalLong.empty();
        }
        return OptionalLong.of((long) levels * (k - 1) * model.transferPs(args.bytes()));
    }
}

package org.collsim.mpi.coll.bcast;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.OneParameterAlgorithm;
import org.collsim.mpi.coll.Parameter;
import org.collsim.mpi.coll.tree.TreeShape;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * k-ary tree broadcast (MPICH {@code bcast_intra_tree.c} with {@code MPIR_TREE_TYPE_KARY},
 * {@code MPII_Treeutil_tree_kary_init}; Chan et al. 2007): with ranks relative to the root, rank r
 * receives the whole buffer from (r-1)/k, then sends it to r*k+1, ..., r*k+k in that order. Any p.
 * <p>Cost under Hockney: rank r holds the buffer at T(parent) + j*(alpha + n*beta) when it is its
 * parent's j-th child (a parent sends to its children one after the other; no receive port is
 * shared). For a complete tree of depth d, p = (k^(d+1) - 1)/(k - 1), the last child at every
 * level gives d*k*(alpha + n*beta), exact; for other p the deepest level is partly filled and
 * the maximum depends on where it ends, so no closed form is claimed.
 */
public final class KaryBcast extends OneParameterAlgorithm {
    private static final Parameter K = new Parameter("k", 2, 2, 1 << 16, "tree radix: children per rank");

    private final int k;

    public KaryBcast() {
        this(K.defaultValue());
    }

    private KaryBcast(long k) {
        super(K, k);
        this.k = Math.toIntExact(k);
    }

    @Override
    public Collective collective() {
        return Collective.BCAST;
    }

    @Override
    public String name() {
        return "kary";
    }

    @Override
    public String citation() {
        return "MPICH bcast_intra_tree.c with treealgo kary; Chan, Heimlich, Purkayastha & van de Geijn, "
                + "Collective communication: theory, practice, and experience, CCPE 2007";
    }

    @Override
    protected CollectiveAlgorithm with(long value) {
        return new KaryBcast(value);
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        int relative = (rank - args.root() + p) % p;
        long n = args.count();
        int parent = TreeShape.KARY.parent(relative, p, k);
        if (parent >= 0) {
            schedule.recv((parent + args.root()) % p, Buffers.OUT, 0, n);
            schedule.fence();
        }
        for (int child : TreeShape.KARY.children(relative, p, k)) {
            schedule.send((child + args.root()) % p, Buffers.OUT, 0, n);
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int depth = 0;
        long complete = 1; // ranks in a complete tree of this depth
        for (long level = k; complete < args.ranks(); level *= k) {
            complete += level;
            depth++;
        }
        if (complete != args.ranks()) {
            return OptionalLong.empty();
        }
        return OptionalLong.of((long) depth * k * model.transferPs(args.bytes()));
    }
}

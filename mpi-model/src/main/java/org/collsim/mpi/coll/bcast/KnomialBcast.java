package org.collsim.mpi.coll.bcast;

import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.stream.IntStream;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.Parameter;
import org.collsim.mpi.coll.ParameterizedAlgorithm;
import org.collsim.mpi.coll.tree.TreeShape;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * k-nomial tree broadcast (MPICH {@code bcast_intra_tree} with {@code MPIR_CVAR_BCAST_TREE_TYPE}
 * knomial_1 or knomial_2, src/mpi/coll/algorithms/treealgo/treeutil.c; Chan et al. 2007): a rank
 * receives the buffer from its parent, then sends it to its children in the order MPICH lists
 * them. k = 2 gives binomial trees. Any p. The {@code tree} parameter names MPICH's two trees:
 * <ul>
 * <li>{@code knomial_2} (the default): with ranks relative to the root written in base k, the
 * parent clears the lowest nonzero digit; the children set one of the zero digits below it to
 * d, from the highest such position down and d = k-1 .. 1 within a position
 * ({@code MPII_Treeutil_tree_knomial_2_init}).</li>
 * <li>{@code knomial_1}: subtrees are contiguous rank ranges, the largest first
 * ({@code MPII_Treeutil_tree_knomial_1_init}, {@link TreeShape#KNOMIAL}).</li>
 * </ul>
 * <p>Cost under Hockney, exact for p a power of k and either tree: log_k(p) * (k-1) * (alpha +
 * n*beta): the root sends k-1 times per level, and a child reached by the d-th send of a level
 * roots a tree one level shallower, which it finishes no later than the root finishes its last
 * send.
 */
public final class KnomialBcast extends ParameterizedAlgorithm {
    private static final Parameter TREE = Parameter.named("tree", List.of("knomial_2", "knomial_1"), "knomial_2",
            "MPICH's k-nomial tree: knomial_2 (digit order) or knomial_1 (contiguous subtrees)");
    private static final Parameter K = new Parameter("k", 2, 2, 1 << 16, "tree radix: children per digit position");

    private final boolean contiguous;
    private final int k;

    public KnomialBcast() {
        this(Map.of());
    }

    private KnomialBcast(Map<String, Long> values) {
        super(List.of(K, TREE), values);
        this.contiguous = value(TREE) == 1;
        this.k = Math.toIntExact(value(K));
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
        return "MPICH bcast_intra_tree.c with treeutil.c's knomial_1 and knomial_2 trees; Chan, Heimlich, Purkayastha & "
                + "van de Geijn, Collective communication: theory, practice, and experience, CCPE 2007";
    }

    @Override
    protected CollectiveAlgorithm with(Map<String, Long> values) {
        return new KnomialBcast(values);
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        int relative = (rank - args.root() + p) % p;
        long n = args.count();
        int parent = contiguous ? TreeShape.KNOMIAL.parent(relative, p, k) : digitParent(relative);
        if (parent >= 0) {
            schedule.recv(real(parent, args), Buffers.OUT, 0, n);
            schedule.fence();
        }
        for (int child : contiguous ? TreeShape.KNOMIAL.children(relative, p, k) : digitChildren(relative, p)) {
            schedule.send(real(child, args), Buffers.OUT, 0, n);
        }
    }

    /** knomial_2's parent: {@code relative} with its lowest nonzero base-k digit cleared; -1 for the root. */
    private int digitParent(int relative) {
        if (relative == 0) {
            return -1;
        }
        long place = 1;
        while ((relative / place) % k == 0) {
            place *= k;
        }
        return (int) (relative - (relative / place % k) * place);
    }

    /** knomial_2's children: each zero digit below the lowest nonzero one set to k-1 .. 1, highest position first. */
    private int[] digitChildren(int relative, int p) {
        long place = 1; // k^j of the lowest nonzero digit (or past p for the root)
        while (place < p && (relative / place) % k == 0) {
            place *= k;
        }
        IntStream.Builder out = IntStream.builder();
        for (place /= k; place >= 1; place /= k) {
            for (long d = k - 1; d >= 1; d--) {
                if (relative + d * place < p) {
                    out.add((int) (relative + d * place));
                }
            }
        }
        return out.build().toArray();
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

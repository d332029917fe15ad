package org.collsim.mpi.coll.reduce;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.OneParameterAlgorithm;
import org.collsim.mpi.coll.Parameter;
import org.collsim.mpi.coll.tree.TreeReduction;
import org.collsim.mpi.coll.tree.TreeShape;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * k-nomial tree reduce (MPICH {@code ireduce_tsp_tree.c} over treealgo's knomial_1 tree, one
 * chunk): each rank copies its input into an accumulator, combines its children's partial
 * results into it as they arrive ({@link TreeReduction}), and sends the accumulator to its
 * parent. A k-nomial subtree is a contiguous range of ranks above its root, so combining
 * acc = acc op child in child order keeps rank order: for a non-commutative operation MPICH
 * roots the tree at rank 0, chains the combinations in child order, and rank 0 sends the result
 * to the root; a commutative one is reduced over the tree rooted at the root. Any p.
 * <p>Cost under Hockney for a commutative operation and p = k^m: m((k-1) max(t, n gamma) +
 * min(t, n gamma)) with t = alpha + n beta. A subtree of k^j ranks has k-1 child subtrees of each
 * size k^(j-1) .. 1; the smaller ones are done and combined before the k-1 largest deliver, one
 * after the other on the receive port, and those k-1 combinations follow the arrivals. k = 2 is
 * the binomial tree's lg p (t + n gamma).
 */
public final class KnomialReduce extends OneParameterAlgorithm {
    private static final Parameter K = new Parameter("k", 2, 2, 1 << 16, "tree radix");

    private final int k;

    public KnomialReduce() {
        this(K.defaultValue());
    }

    private KnomialReduce(long k) {
        super(K, k);
        this.k = Math.toIntExact(k);
    }

    @Override
    public Collective collective() {
        return Collective.REDUCE;
    }

    @Override
    public String name() {
        return "knomial";
    }

    @Override
    public String citation() {
        return "MPICH ireduce_tsp_tree.c with treealgo knomial_1; Chan, Heimlich, Purkayastha & van de Geijn, CCPE 2007";
    }

    @Override
    protected CollectiveAlgorithm with(long value) {
        return new KnomialReduce(value);
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        boolean commutative = args.op().commutative();
        int treeRoot = commutative ? args.root() : 0;
        int relative = (rank - treeRoot + p) % p;
        int[] children = TreeShape.KNOMIAL.children(relative, p, k);
        for (int i = 0; i < children.length; i++) {
            children[i] = (children[i] + treeRoot) % p;
        }
        int acc = schedule.tmp(n);
        int scratch = schedule.tmp(children.length * n);
        int start = schedule.copy(Buffers.IN, 0, acc, 0, n);
        int[] combined = TreeReduction.combineChildren(schedule, args.op(), !commutative, children, scratch, n, acc, 0, n, start);
        int parent = TreeShape.KNOMIAL.parent(relative, p, k);
        if (parent >= 0) {
            int sent = schedule.send((parent + treeRoot) % p, acc, 0, n);
            TreeReduction.waitForAll(schedule, sent, combined);
            schedule.dependsOn(sent, start);
        }
        schedule.fence();
        if (rank == treeRoot && rank != args.root()) {
            schedule.send(args.root(), acc, 0, n);
        } else if (rank == args.root() && rank != treeRoot) {
            schedule.recv(treeRoot, acc, 0, n);
            schedule.fence();
        }
        if (rank == args.root()) {
            schedule.copy(acc, 0, Buffers.OUT, 0, n);
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int levels = 0;
        long size = 1;
        while (size < args.ranks()) {
            size *= k;
            levels++;
        }
        if (size != args.ranks() || !args.op().commutative()) {
            return OptionalLong.empty();
        }
        long t = model.transferPs(args.bytes());
        long reducePs = model.gamma().timePs(args.bytes());
        return OptionalLong.of(levels * ((k - 1) * Math.max(t, reducePs) + Math.min(t, reducePs)));
    }
}

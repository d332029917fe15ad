package org.collsim.mpi.coll.reduce;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * In-order binary tree reduce (Open MPI {@code ompi_coll_base_reduce_intra_in_order_binary}
 * over {@code ompi_coll_base_topo_build_in_order_bintree}, unsegmented), correct for
 * non-commutative operations. The tree is rooted at rank p-1; a subtree of s ranks rooted at
 * its highest rank q has a right subtree of the s/2 lowest ranks (rooted at s/2 - 1, relative to
 * the subtree) and a left subtree of the ranks between (rooted at q - 1). Every subtree is a
 * contiguous range with its root last, so a rank computes right op (left op own): it receives
 * both children's results, then combines the left one, then the right one, each in front of
 * its accumulator, and sends the result to its parent. Rank p-1 ends with the result and, as in
 * Open MPI, sends it to the root when the root is another rank. Any p.
 * <p>Cost under Hockney for a complete tree, p = 2^(d+1) - 1: d (2t + 2 n gamma) with t =
 * alpha + n beta (both children deliver at once, one after the other on the receive port, then
 * two combinations), plus t when the root is not rank p-1. Open MPI overlaps the first
 * combination with the second receive; here both receives complete first, so the cost does not
 * depend on which child's message the port takes first.
 */
public final class InOrderBinaryReduce implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.REDUCE;
    }

    @Override
    public String name() {
        return "in_order_binary";
    }

    @Override
    public String citation() {
        return "Open MPI coll/base ompi_coll_base_reduce_intra_in_order_binary (coll_base_reduce.c, coll_base_topo.c)";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        int[] node = node(rank, p);
        int acc = schedule.tmp(n);
        int scratch = schedule.tmp(2 * n);
        schedule.copy(Buffers.IN, 0, acc, 0, n);
        for (int side = 0; side < 2; side++) {
            if (node[1 + side] >= 0) {
                schedule.recv(node[1 + side], scratch, side * n, n);
            }
        }
        schedule.fence();
        for (int side = 0; side < 2; side++) { // left (the higher ranks) first, then right
            if (node[1 + side] >= 0) {
                schedule.reduceSourceFirst(args.op(), scratch, side * n, acc, 0, n);
                schedule.fence();
            }
        }
        int ioRoot = p - 1;
        if (node[0] >= 0) {
            schedule.send(node[0], acc, 0, n);
        } else if (args.root() != ioRoot) {
            schedule.send(args.root(), acc, 0, n);
        }
        if (rank == args.root()) {
            if (rank != ioRoot) {
                schedule.fence();
                schedule.recv(ioRoot, acc, 0, n);
            }
            schedule.fence();
            schedule.copy(acc, 0, Buffers.OUT, 0, n);
        }
    }

    /** {parent, left child, right child} of {@code rank} in Open MPI's in-order tree of p ranks; -1 for none. */
    static int[] node(int rank, int p) {
        int size = p;
        int parent = size - 1;
        int myRank = rank;
        int delta = 0;
        int up = -1;
        while (true) {
            int rightSize = size >> 1;
            int left = size > 1 ? parent - 1 : -1;
            int right = left > 0 ? rightSize - 1 : -1;
            if (myRank == parent) {
                return new int[] {up, left >= 0 ? left + delta : -1, right >= 0 ? right + delta : -1};
            }
            if (myRank > right) { // the left subtree: ranks rightSize .. parent - 1
                if (myRank == left) {
                    up = parent + delta;
                }
                size = size - rightSize - 1;
                delta += rightSize;
                myRank -= rightSize;
                parent = size - 1;
            } else {
                if (myRank == right) {
                    up = parent + delta;
                }
                size = rightSize;
                parent = right;
            }
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        if (Integer.bitCount(p + 1) != 1) {
            return OptionalLong.empty();
        }
        int depth = Integer.numberOfTrailingZeros(p + 1) - 1;
        long t = model.transferPs(args.bytes());
        long level = 2 * t + 2 * model.gamma().timePs(args.bytes());
        return OptionalLong.of(depth * level + (args.root() == p - 1 || p == 1 ? 0 : t));
    }
}

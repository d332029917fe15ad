package org.collsim.mpi.coll.reduce;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.BlockPartition;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.IntMath;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Rabenseifner's reduce: recursive-halving reduce-scatter, then a binomial gather to the root
 * (MPICH {@code reduce_intra_reduce_scatter_gather}), for commutative operations. Any p, any
 * root, any count (blocks may be empty when n &lt; pof2; MPICH asserts n &gt;= pof2 instead).
 * <ol>
 * <li>Copy IN into the working vector (OUT at the root, else a temporary).</li>
 * <li>If p is not a power of two (pof2, rem = p - pof2): each odd rank below 2*rem sends its
 * vector to rank - 1 and drops out; the even one reduces it and becomes new rank rank/2; ranks
 * from 2*rem on are new rank rank - rem. (The opposite of allreduce's fold, so that with
 * root 0 the root stays in.)</li>
 * <li>Reduce-scatter over pof2 blocks ({@link BlockPartition}), mask = 1, 2, .. pof2/2: the new
 * ranks hold a range of blocks, the one whose partner (new rank XOR mask) is higher keeps the
 * lower half; send the other half, receive the kept half and reduce it in.</li>
 * <li>If the root dropped out, new rank 0 sends it block 0 and the root takes new rank 0's
 * place.</li>
 * <li>Gather, mask = pof2/2 .. 1: if the partner's half of the binomial tree (new rank XOR
 * mask with the low lg mask bits cleared) holds the root's new rank, send the range held to the
 * partner and stop; otherwise receive the partner's adjacent range of the same size.</li>
 * </ol>
 * <p>Cost (Thakur et al.): 2 lg p * alpha + 2 (p-1)/p * n*beta + (p-1)/p * n*gamma for
 * power-of-two p, exact under Hockney's model when p divides n: the reduce-scatter steps are
 * perfect matchings of equal messages, and each gather step is a matching of equal messages
 * among ranks that all finished the step before together. With a fold MPICH gives
 * (2 floor(lg p) + 1) alpha + (1 + 2 (p-1)/p) n beta + (1 + (p-1)/p) n gamma as an estimate;
 * the folded ranks start late and the others' first sends queue behind the fold on their
 * ports, so it is not exact here and none is claimed, except for n = 0: every message then
 * costs alpha and the time is (2 floor(lg p) + 1) alpha, the fold adding one step (a sweep of
 * p up to 128 agreed; ClosedFormTest checks it at root 0). The formulas assume the root does
 * not fold away (an odd root below 2*rem costs one more message); no closed form is given then.
 * Other roots than 0 are covered by symmetry: with equal blocks, relabelling new ranks by
 * XOR with the root's maps the gather tree onto root 0's.
 */
public final class ReduceScatterGatherReduce implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.REDUCE;
    }

    @Override
    public String name() {
        return "reduce_scatter_gather";
    }

    @Override
    public String citation() {
        return "Rabenseifner, Optimization of collective reduction operations, ICCS 2004; Thakur, Rabenseifner & Gropp, IJHPCA 2005; MPICH reduce_intra_reduce_scatter_gather.c";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        long n = args.count();
        int root = args.root();
        int work = rank == root ? Buffers.OUT : schedule.tmp(n);
        schedule.copy(Buffers.IN, 0, work, 0, n);
        schedule.fence();
        if (args.ranks() == 1) {
            return;
        }
        RabenseifnerRanks ranks = new RabenseifnerRanks(args.ranks(), root);
        int incoming = schedule.tmp(n);
        int newRank = ranks.newRank(rank);
        if (rank < 2 * ranks.rem()) {
            if (newRank == RabenseifnerRanks.OUT_OF_CORE) {
                schedule.send(rank - 1, work, 0, n);
                schedule.fence();
            } else {
                schedule.recv(rank + 1, incoming, 0, n);
                schedule.fence();
                schedule.reduce(args.op(), incoming, 0, work, 0, n);
                schedule.fence();
            }
        }
        int block = newRank == RabenseifnerRanks.OUT_OF_CORE ? -1
                : reduceScatter(args, ranks, newRank, work, incoming, schedule);
        if (ranks.rootDroppedOut()) {
            long block0 = BlockPartition.count(n, ranks.pof2(), 0);
            if (rank == root) {
                schedule.recv(0, work, 0, block0);
                schedule.fence();
                newRank = 0;
                block = 0;
            } else if (newRank == 0) {
                schedule.send(root, work, 0, block0);
                schedule.fence();
                newRank = RabenseifnerRanks.OUT_OF_CORE;
            }
        }
        if (newRank != RabenseifnerRanks.OUT_OF_CORE) {
            gather(args, ranks, newRank, block, work, schedule);
        }
    }

    /** Recursive halving from distance 1; returns the one block this new rank ends up owning. */
    private static int reduceScatter(CollArgs args, RabenseifnerRanks ranks, int newRank, int work, int incoming,
                                     ScheduleBuilder schedule) {
        long n = args.count();
        int pof2 = ranks.pof2();
        int lo = 0;
        int size = pof2;
        for (int mask = 1; mask < pof2; mask <<= 1) {
            int newPeer = newRank ^ mask;
            size /= 2;
            int keepLo = newRank < newPeer ? lo : lo + size;
            int sendLo = newRank < newPeer ? lo + size : lo;
            long sendOff = BlockPartition.offset(n, pof2, sendLo);
            long keepOff = BlockPartition.offset(n, pof2, keepLo);
            long keepCount = BlockPartition.offset(n, pof2, keepLo + size) - keepOff;
            schedule.send(ranks.realRank(newPeer), work, sendOff, BlockPartition.offset(n, pof2, sendLo + size) - sendOff);
            schedule.recv(ranks.realRank(newPeer), incoming, keepOff, keepCount);
            schedule.fence();
            if (newRank < newPeer) {
                schedule.reduce(args.op(), incoming, keepOff, work, keepOff, keepCount);
            } else {
                schedule.reduceSourceFirst(args.op(), incoming, keepOff, work, keepOff, keepCount);
            }
            schedule.fence();
            lo = keepLo;
        }
        return lo;
    }

    /** The binomial gather of the blocks to the root's new rank, largest distance first. */
    private static void gather(CollArgs args, RabenseifnerRanks ranks, int newRank, int block, int work,
                               ScheduleBuilder schedule) {
        long n = args.count();
        int pof2 = ranks.pof2();
        int newRoot = ranks.newRoot();
        int lo = block;
        int size = 1;
        for (int mask = pof2 >> 1; mask > 0; mask >>= 1) {
            int newPeer = newRank ^ mask;
            int peer = ranks.gatherPeer(newPeer);
            if ((newPeer & -mask) == (newRoot & -mask)) {
                long off = BlockPartition.offset(n, pof2, lo);
                schedule.send(peer, work, off, BlockPartition.offset(n, pof2, lo + size) - off);
                schedule.fence();
                return;
            }
            int peerLo = newRank < newPeer ? lo + size : lo - size;
            long off = BlockPartition.offset(n, pof2, peerLo);
            schedule.recv(peer, work, off, BlockPartition.offset(n, pof2, peerLo + size) - off);
            schedule.fence();
            lo = Math.min(lo, peerLo);
            size *= 2;
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        long n = args.count();
        boolean powerOfTwo = Integer.bitCount(p) == 1;
        if (p > 1 && new RabenseifnerRanks(p, args.root()).rootDroppedOut()) {
            return OptionalLong.empty();
        }
        if (n == 0) {
            return OptionalLong.of((2L * IntMath.floorLog2(p) + (powerOfTwo ? 0 : 1)) * model.alphaPs());
        }
        if (!powerOfTwo || n % p != 0) {
            return OptionalLong.empty();
        }
        long movedBytes = (p - 1) * (n / p) * args.elementBytes();
        return OptionalLong.of(2L * IntMath.log2(p) * model.alphaPs()
                + 2 * model.beta().timePs(movedBytes) + model.gamma().timePs(movedBytes));
    }
}

package org.collsim.mpi.select;

import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.comm.NodeLayout;

/**
 * What a selector is asked: one call on an intra-communicator of {@code ranks} ranks with
 * {@code count} elements of {@code elementBytes} bytes (the {@link Collective}'s meaning of count),
 * whether its reduction operation is commutative, where its ranks are (only Open MPI's selection
 * looks), and whether its blocks are regular: false only for a reduce_scatter whose receive counts
 * differ (MPICH's {@code is_block_regular}, asked of reduce_scatter alone).
 */
public record SelectionQuery(Collective collective, int ranks, long count, int elementBytes, boolean commutative,
                             NodeLayout layout, boolean blockRegular) {
    public SelectionQuery {
        if (ranks < 1 || count < 0 || elementBytes < 1 || layout == null) {
            throw new IllegalArgumentException("bad selection query: " + ranks + " ranks, count " + count
                    + ", " + elementBytes + " bytes per element");
        }
    }

    /** A call with regular blocks. */
    public SelectionQuery(Collective collective, int ranks, long count, int elementBytes, boolean commutative,
                          NodeLayout layout) {
        this(collective, ranks, count, elementBytes, commutative, layout, true);
    }

    /** A call with regular blocks on ranks spread over nodes ({@link NodeLayout#SPREAD}). */
    public SelectionQuery(Collective collective, int ranks, long count, int elementBytes, boolean commutative) {
        this(collective, ranks, count, elementBytes, commutative, NodeLayout.SPREAD);
    }

    /** The call {@code args} of {@code collective}, its ranks laid out as {@code layout}. */
    public static SelectionQuery of(Collective collective, CollArgs args, NodeLayout layout) {
        boolean regular = collective != Collective.REDUCE_SCATTER || args.counts().equal();
        return new SelectionQuery(collective, args.ranks(), args.count(), args.elementBytes(), args.op().commutative(),
                layout, regular);
    }

    /** The same call on ranks laid out as {@code other}. */
    public SelectionQuery withLayout(NodeLayout other) {
        return new SelectionQuery(collective, ranks, count, elementBytes, commutative, other, blockRegular);
    }

    // written out: a record's own equals and hashCode bootstrap method handles on first use, milliseconds
    // of a short run's start (docs/PERFORMANCE.md, start-up, session 7); the hash is the record's own formula
    @Override
    public boolean equals(Object o) {
        return o instanceof SelectionQuery q && collective == q.collective && ranks == q.ranks && count == q.count
                && elementBytes == q.elementBytes && commutative == q.commutative && layout.equals(q.layout)
                && blockRegular == q.blockRegular;
    }

    @Override
    public int hashCode() {
        int h = java.util.Objects.hashCode(collective) * 31 + ranks;
        h = (h * 31 + Long.hashCode(count)) * 31 + elementBytes;
        h = (h * 31 + Boolean.hashCode(commutative)) * 31 + layout.hashCode();
        return h * 31 + Boolean.hashCode(blockRegular);
    }

    /** MPICH's {@code avg_msg_size}: count times type size (bcast, reduce, allreduce, alltoall per block). */
    public long avgMsgBytes() {
        return count * elementBytes;
    }

    /**
     * MPICH's {@code total_msg_size}: the call's count times type size times the communicator size,
     * except reduce_scatter and the "v" collectives, whose count already is the whole vector (the
     * sum of the receive counts).
     */
    public long totalMsgBytes() {
        return collective.vector() ? avgMsgBytes() : avgMsgBytes() * ranks;
    }

    /** MPICH's {@code MPL_pof2(comm_size)}: the largest power of two not above the communicator size. */
    public long powerOfTwoBelowRanks() {
        return Integer.highestOneBit(ranks);
    }

    public boolean ranksArePowerOfTwo() {
        return Integer.bitCount(ranks) == 1;
    }
}

package org.collsim.mpi.select;

import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.comm.NodeLayout;

/**
 * What a selector is asked: one call on an intra-communicator of {@code ranks} ranks with
 * {@code count} elements of {@code elementBytes} bytes (the {@link Collective}'s meaning of count),
 * whether its reduction operation is commutative, and where its ranks are (only Open MPI's
 * selection looks).
 */
public record SelectionQuery(Collective collective, int ranks, long count, int elementBytes, boolean commutative,
                             NodeLayout layout) {
    public SelectionQuery {
        if (ranks < 1 || count < 0 || elementBytes < 1 || layout == null) {
            throw new IllegalArgumentException("bad selection query: " + ranks + " ranks, count " + count
                    + ", " + elementBytes + " bytes per element");
        }
    }

    /** A call on ranks spread over nodes ({@link NodeLayout#SPREAD}). */
    public SelectionQuery(Collective collective, int ranks, long count, int elementBytes, boolean commutative) {
        this(collective, ranks, count, elementBytes, commutative, NodeLayout.SPREAD);
    }

    /** The same call on ranks laid out as {@code other}. */
    public SelectionQuery withLayout(NodeLayout other) {
        return new SelectionQuery(collective, ranks, count, elementBytes, commutative, other);
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

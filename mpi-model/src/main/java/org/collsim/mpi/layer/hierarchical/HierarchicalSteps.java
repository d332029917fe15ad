package org.collsim.mpi.layer.hierarchical;

import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.comm.CollCall;
import org.collsim.mpi.comm.CollEntry;
import org.collsim.mpi.comm.Communicator;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * The steps of {@link HierarchicalLayer} for one rank's call: intra-node steps on the rank's
 * node communicator, an inter-node step among node leaders, each dispatched through that
 * sub-communicator's table into a {@linkplain ScheduleBuilder#view view} of this schedule.
 */
final class HierarchicalSteps {
    private final CollCall call;
    private final NodeHierarchy h;
    private final ScheduleBuilder schedule;
    private final int rank;
    private final long n;
    private final boolean leader;

    HierarchicalSteps(CollCall call, NodeHierarchy h, ScheduleBuilder schedule) {
        this.call = call;
        this.h = h;
        this.schedule = schedule;
        this.rank = call.rank();
        this.n = call.args().count();
        this.leader = h.nodeRankOf[rank] == 0;
    }

    /** The steps of the call's collective; exhaustive over {@link Collective}, so a new one must be decided here. */
    void run() {
        Collective c = call.entry().collective();
        Runnable steps = switch (c) { // a switch expression, so the compiler checks it covers every collective
            case BARRIER -> this::barrier;
            case BCAST -> this::bcast;
            case REDUCE -> this::reduce;
            case ALLREDUCE -> this::allreduce;
            case ALLGATHER -> this::allgather;
            case GATHER -> this::gather;
            // not overridden by HierarchicalLayer, so a call here is a bug
            case GATHERV, SCATTER, SCATTERV, ALLGATHERV, ALLTOALL, ALLTOALLV, ALLTOALLW, REDUCE_SCATTER, REDUCE_SCATTER_BLOCK,
                    SCAN, EXSCAN ->
                    throw new IllegalArgumentException("the hierarchical layer has no steps for " + c.id());
        };
        steps.run();
    }

    private void onNode(Collective c, int inBuf, int outBuf, long count, int root) {
        Communicator node = h.nodeCommOf[rank];
        CollArgs args = new CollArgs(node.size(), count, call.args().elementBytes(), root);
        ScheduleBuilder view = schedule.view(h.nodeMembers(rank), inBuf, 0, outBuf, 0);
        call.world().dispatch(node, entry(c), h.nodeRankOf[rank], args, view);
        schedule.fence();
    }

    private void onLeaders(Collective c, int inBuf, int outBuf, long count, int root) {
        if (leader) {
            CollArgs args = new CollArgs(h.leaderCommRanks.length, count, call.args().elementBytes(), root);
            ScheduleBuilder view = schedule.view(h.leaderCommRanks, inBuf, 0, outBuf, 0);
            call.world().dispatch(h.leaders, entry(c), h.leaderIndexOfNode[rank], args, view);
            schedule.fence();
        }
    }

    private CollEntry entry(Collective c) {
        return call.entry().nonblocking() ? CollEntry.nonblocking(c) : CollEntry.blocking(c);
    }

    private void barrier() {
        onNode(Collective.BARRIER, Buffers.IN, Buffers.OUT, 0, 0);
        onLeaders(Collective.BARRIER, Buffers.IN, Buffers.OUT, 0, 0);
        onNode(Collective.BCAST, Buffers.IN, Buffers.OUT, 0, 0);
    }

    private void allreduce() {
        int partial = schedule.tmp(n);
        onNode(Collective.REDUCE, Buffers.IN, partial, n, 0);
        onLeaders(Collective.ALLREDUCE, partial, Buffers.OUT, n, 0);
        onNode(Collective.BCAST, Buffers.IN, Buffers.OUT, n, 0);
    }

    /** The root first hands its data to its node's leader when it is not the leader itself. */
    private void bcast() {
        int root = call.args().root();
        int rootLeader = h.nodeMembers(root)[0];
        if (root != rootLeader) {
            if (rank == root) {
                schedule.send(rootLeader, Buffers.OUT, 0, n);
                schedule.fence();
            } else if (rank == rootLeader) {
                schedule.recv(root, Buffers.OUT, 0, n);
                schedule.fence();
            }
        }
        onLeaders(Collective.BCAST, Buffers.IN, Buffers.OUT, n, h.leaderIndexOfNode[root]);
        onNode(Collective.BCAST, Buffers.IN, Buffers.OUT, n, 0);
    }

    /** Node reduce to each leader, leaders reduce to the root's leader, which passes it to the root. */
    private void reduce() {
        int root = call.args().root();
        int rootLeader = h.nodeMembers(root)[0];
        int partial = schedule.tmp(n);
        int total = schedule.tmp(n);
        onNode(Collective.REDUCE, Buffers.IN, partial, n, 0);
        onLeaders(Collective.REDUCE, partial, total, n, h.leaderIndexOfNode[root]);
        if (rank == rootLeader && rank == root) {
            schedule.copy(total, 0, Buffers.OUT, 0, n);
        } else if (rank == rootLeader) {
            schedule.send(root, total, 0, n);
            schedule.fence();
        } else if (rank == root) {
            schedule.recv(rootLeader, Buffers.OUT, 0, n);
            schedule.fence();
        }
    }

    /**
     * Node gather to the leader (its node's blocks in node-rank order), allgather of those node
     * blocks among leaders (node order), free copies of each rank's block to its place in OUT,
     * node bcast of the whole vector. Needs nodes of equal size (the layer checks).
     */
    private void allgather() {
        long total = n * call.args().ranks();
        int nodeBlocks = gatherOnNode();
        if (leader) {
            int byNode = schedule.tmp(total);
            onLeaders(Collective.ALLGATHER, nodeBlocks, byNode, n * h.nodeMembers(rank).length, 0);
            toRankOrder(byNode, Buffers.OUT);
        }
        onNode(Collective.BCAST, Buffers.IN, Buffers.OUT, total, 0);
    }

    /**
     * Node gather to each leader, gather of the node blocks among leaders to the root's leader,
     * which puts each block in rank order (free copies) and hands the vector to the root if it is
     * not the root itself. Needs nodes of equal size (the layer checks).
     */
    private void gather() {
        int root = call.args().root();
        int rootLeader = h.nodeMembers(root)[0];
        long total = n * call.args().ranks();
        int nodeBlocks = gatherOnNode();
        int byNode = rank == rootLeader ? schedule.tmp(total) : Buffers.OUT;
        onLeaders(Collective.GATHER, nodeBlocks, byNode, n * h.nodeMembers(rank).length, h.leaderIndexOfNode[root]);
        if (rank == rootLeader && rank == root) {
            toRankOrder(byNode, Buffers.OUT);
        } else if (rank == rootLeader) {
            int ordered = schedule.tmp(total);
            toRankOrder(byNode, ordered);
            schedule.send(root, ordered, 0, total);
            schedule.fence();
        } else if (rank == root) {
            schedule.recv(rootLeader, Buffers.OUT, 0, total);
            schedule.fence();
        }
    }

    /** Gathers the node's blocks to its leader; returns the leader's buffer (OUT, unused, elsewhere). */
    private int gatherOnNode() {
        int nodeBlocks = leader ? schedule.tmp(n * h.nodeMembers(rank).length) : Buffers.OUT;
        onNode(Collective.GATHER, Buffers.IN, nodeBlocks, n, 0);
        return nodeBlocks;
    }

    /**
     * Copies node blocks (leader order, each in node-rank order) to each rank's place in
     * {@code dst}, one copy per run of consecutive ranks; then fences.
     */
    private void toRankOrder(int byNode, int dst) {
        long src = 0;
        for (int leaderRank : h.leaderCommRanks) {
            int[] members = h.nodeMembers(leaderRank);
            int i = 0;
            while (i < members.length) {
                int run = 1;
                while (i + run < members.length && members[i + run] == members[i] + run) {
                    run++;
                }
                schedule.copy(byNode, src, dst, members[i] * n, run * n);
                src += run * n;
                i += run;
            }
        }
        schedule.fence();
    }
}

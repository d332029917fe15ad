package org.collsim.mpi.layer.hierarchical;

import java.util.EnumSet;
import java.util.Set;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.comm.CollCall;
import org.collsim.mpi.comm.CollEntry;
import org.collsim.mpi.comm.CollFn;
import org.collsim.mpi.comm.CommWorld;
import org.collsim.mpi.comm.Communicator;
import org.collsim.mpi.layer.Layer;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Node-aware collectives (as MPICH's SMP-aware {@code *_intra_smp} paths): an intra-node step on
 * each node's communicator, an inter-node step among node leaders, and an intra-node step
 * again; every step dispatches through the sub-communicator's own table, so the layers below
 * (and the scenario's chosen algorithm) implement the steps. On a communicator this layer made
 * itself, or where the hierarchy is flat, it falls through to the table below.
 */
public final class HierarchicalLayer implements Layer {
    public static final String NAME = "hierarchical";
    private static final Set<Collective> COLLECTIVES =
            EnumSet.of(Collective.BARRIER, Collective.BCAST, Collective.REDUCE, Collective.ALLREDUCE);

    private final int ranksPerNode;

    public HierarchicalLayer(int ranksPerNode) {
        this.ranksPerNode = ranksPerNode;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Set<CollEntry> overrides() {
        return CollEntry.bothOf(COLLECTIVES);
    }

    @Override
    public CollFn function() {
        return this::build;
    }

    @Override
    public void beforeDestroy(CommWorld world, Communicator comm) {
        Object h = comm.attributes().remove(this);
        if (h instanceof NodeHierarchy hierarchy) {
            hierarchy.free(world);
        }
    }

    private NodeHierarchy hierarchyOf(CommWorld world, Communicator comm) {
        return (NodeHierarchy) comm.attributes().computeIfAbsent(this, k -> new NodeHierarchy(world, comm, ranksPerNode, NAME));
    }

    private void build(CollCall call, ScheduleBuilder schedule) {
        Communicator comm = call.comm();
        if (NAME.equals(comm.madeBy()) || comm.size() == 1) {
            call.fallThrough(schedule);
            return;
        }
        NodeHierarchy h = hierarchyOf(call.world(), comm);
        if (h.isFlat()) {
            call.fallThrough(schedule);
            return;
        }
        new HierarchicalSteps(call, h, schedule).run();
    }

    /** The three steps for one rank's call. */
    private static final class HierarchicalSteps {
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

        void run() {
            switch (call.entry().collective()) {
                case BARRIER -> barrier();
                case BCAST -> bcast();
                case REDUCE -> reduce();
                default -> allreduce();
            }
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
                    schedule.send(rootLeader, Buffers.OUT, 0, n).fence();
                } else if (rank == rootLeader) {
                    schedule.recv(root, Buffers.OUT, 0, n).fence();
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
                schedule.send(root, total, 0, n).fence();
            } else if (rank == root) {
                schedule.recv(rootLeader, Buffers.OUT, 0, n).fence();
            }
        }
    }
}

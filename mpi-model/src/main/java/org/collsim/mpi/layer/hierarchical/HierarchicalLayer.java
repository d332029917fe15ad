package org.collsim.mpi.layer.hierarchical;

import java.util.EnumSet;
import java.util.Set;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.comm.CollCall;
import org.collsim.mpi.comm.CollEntry;
import org.collsim.mpi.comm.CollFn;
import org.collsim.mpi.comm.CommWorld;
import org.collsim.mpi.comm.Communicator;
import org.collsim.mpi.layer.Layer;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Node-aware collectives (as MPICH's SMP-aware {@code *_intra_smp} paths): an intra-node step on
 * each node's communicator, an inter-node step among node leaders, and an intra-node step
 * again; every step dispatches through the sub-communicator's own table, so the layers below
 * (and the scenario's chosen algorithm) implement the steps. On a communicator this layer made
 * itself, or where the hierarchy is flat, it falls through to the table below; allgather and
 * gather also fall through when the nodes hold different numbers of ranks. The steps themselves
 * are in {@link HierarchicalSteps}.
 */
public final class HierarchicalLayer implements Layer {
    public static final String NAME = "hierarchical";
    private static final Set<Collective> COLLECTIVES =
            EnumSet.of(Collective.BARRIER, Collective.BCAST, Collective.REDUCE, Collective.ALLREDUCE,
                    Collective.ALLGATHER, Collective.GATHER);
    /** Collectives whose leaders' step moves node blocks of equal size. */
    private static final Set<Collective> GATHERING = EnumSet.of(Collective.ALLGATHER, Collective.GATHER);

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
        if (!h.equalNodes() && GATHERING.contains(call.entry().collective())) {
            call.fallThrough(schedule); // leaders exchange whole node blocks: needs equal node sizes
            return;
        }
        new HierarchicalSteps(call, h, schedule).run();
    }
}

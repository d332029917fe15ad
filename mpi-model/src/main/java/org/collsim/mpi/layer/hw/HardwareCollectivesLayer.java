package org.collsim.mpi.layer.hw;

import java.util.EnumSet;
import java.util.Set;
import org.collsim.mpi.comm.CollCall;
import org.collsim.mpi.comm.CollEntry;
import org.collsim.mpi.comm.CollFn;
import org.collsim.mpi.layer.HardwareProvider;
import org.collsim.mpi.layer.Layer;
import org.collsim.mpi.progress.HardwareCosts;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Quadrics-style hardware barrier and broadcast (Elan's network-conditional barrier and
 * hardware multicast): every member joins, and all complete together a fixed latency (plus a
 * per-byte term for broadcast) after the last one joined, whatever the rank count.
 */
public final class HardwareCollectivesLayer implements Layer, HardwareProvider {
    public static final String NAME = "hw-collectives";

    private final HardwareCosts costs;

    public HardwareCollectivesLayer(HardwareCosts costs) {
        this.costs = costs;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public HardwareCosts hardwareCosts() {
        return costs;
    }

    @Override
    public Set<CollEntry> overrides() {
        return EnumSet.of(CollEntry.BARRIER, CollEntry.IBARRIER, CollEntry.BCAST, CollEntry.IBCAST);
    }

    @Override
    public CollFn function() {
        return this::build;
    }

    private void build(CollCall call, ScheduleBuilder schedule) {
        if (call.comm().size() == 1) {
            call.fallThrough(schedule);
            return;
        }
        if (call.entry().collective() == org.collsim.mpi.coll.Collective.BCAST) {
            boolean root = call.rank() == call.args().root();
            schedule.hardwareBcast(call.comm().contextId(), root, Buffers.OUT, 0, call.args().count());
        } else {
            schedule.hardwareBarrier(call.comm().contextId());
        }
    }
}

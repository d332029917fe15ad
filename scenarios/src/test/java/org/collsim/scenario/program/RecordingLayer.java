package org.collsim.scenario.program;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.collsim.mpi.comm.CollEntry;
import org.collsim.mpi.comm.Collops;
import org.collsim.mpi.comm.CommWorld;
import org.collsim.mpi.comm.Communicator;
import org.collsim.mpi.layer.Layer;

/** A test layer that overrides allreduce (counting calls, then falling through) and records every communicator made. */
final class RecordingLayer implements Layer {
    final List<Communicator> made = new ArrayList<>();
    int allreduceCalls;

    @Override
    public String name() {
        return "recording";
    }

    @Override
    public Set<CollEntry> overrides() {
        return Set.of(CollEntry.ALLREDUCE);
    }

    @Override
    public void override(Collops table) {
        table.set(CollEntry.ALLREDUCE, (call, schedule) -> {
            allreduceCalls++;
            call.fallThrough(schedule);
        });
    }

    @Override
    public void attach(CommWorld world) {
        Layer.super.attach(world);
        world.registerCreateHook((comm, param) -> {
            if (comm.kind() != Communicator.Kind.SELF) { // every rank's self is made at init too
                made.add(comm);
            }
        }, null);
    }

    /** The world ranks of {@code c}, in its rank order. */
    static int[] members(Communicator c) {
        int[] out = new int[c.size()];
        for (int r = 0; r < out.length; r++) {
            out[r] = c.group().worldRank(r);
        }
        return out;
    }
}

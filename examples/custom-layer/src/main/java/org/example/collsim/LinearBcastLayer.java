package org.example.collsim;

import java.util.EnumSet;
import java.util.Set;
import org.collsim.mpi.comm.CollCall;
import org.collsim.mpi.comm.CollEntry;
import org.collsim.mpi.comm.CollFn;
import org.collsim.mpi.layer.Layer;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Overrides bcast (blocking and nonblocking) with a flat tree: the root sends the whole buffer
 * to every other rank in turn. Cost under Hockney's model: (p - 1) * (alpha + n * beta).
 * Every other entry falls through to the layers below, untouched.
 */
public final class LinearBcastLayer implements Layer {
    public static final String NAME = "linear-bcast";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Set<CollEntry> overrides() {
        return EnumSet.of(CollEntry.BCAST, CollEntry.IBCAST);
    }

    @Override
    public CollFn function() {
        return LinearBcastLayer::build;
    }

    private static void build(CollCall call, ScheduleBuilder schedule) {
        int p = call.comm().size();
        int root = call.args().root();
        long n = call.args().count();
        if (call.rank() == root) {
            for (int i = 1; i < p; i++) {
                schedule.send((root + i) % p, Buffers.OUT, 0, n);
            }
        } else {
            schedule.recv(root, Buffers.OUT, 0, n);
        }
    }
}

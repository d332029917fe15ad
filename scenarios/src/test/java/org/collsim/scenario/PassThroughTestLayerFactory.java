package org.collsim.scenario;

import java.util.EnumSet;
import java.util.Set;
import org.collsim.mpi.comm.CollEntry;
import org.collsim.mpi.comm.Collops;
import org.collsim.mpi.layer.Layer;
import org.collsim.mpi.layer.LayerContext;
import org.collsim.mpi.layer.LayerFactory;

/**
 * A plug-in layer that only the test class path has (listed in the test resources'
 * META-INF/services): proof that scenarios and {@code collsim list} see any
 * {@link java.util.ServiceLoader} layer, not only the built-in ones. It overrides bcast with
 * a function that falls through to the table below, so results equal the empty stack's.
 * Parameter {@code break_nonblocking: "yes"} makes it leave ibcast null, which the dispatch
 * rule refuses when its table is installed.
 */
public final class PassThroughTestLayerFactory implements LayerFactory {
    public static final String NAME = "test-pass-through";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "test plug-in: overrides bcast and falls through";
    }

    @Override
    public Set<String> parameters() {
        return Set.of("must_be_yes", "break_nonblocking");
    }

    @Override
    public Layer create(LayerContext context) {
        String value = context.params().getOrDefault("must_be_yes", "yes");
        if (!value.equals("yes")) {
            throw new IllegalArgumentException("test layer: must_be_yes is \"" + value + "\"");
        }
        boolean breakNonblocking = context.params().getOrDefault("break_nonblocking", "no").equals("yes");
        return new Layer() {
            @Override
            public String name() {
                return NAME;
            }

            @Override
            public Set<CollEntry> overrides() {
                return EnumSet.of(CollEntry.BCAST, CollEntry.IBCAST);
            }

            @Override
            public void override(Collops table) {
                for (CollEntry e : overrides()) {
                    table.set(e, (call, schedule) -> call.fallThrough(schedule));
                }
                if (breakNonblocking) {
                    table.set(CollEntry.IBCAST, null);
                }
            }
        };
    }
}

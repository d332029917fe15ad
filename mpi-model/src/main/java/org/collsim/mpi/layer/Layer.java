package org.collsim.mpi.layer;

import java.util.Set;
import org.collsim.mpi.comm.CollEntry;
import org.collsim.mpi.comm.CollFn;
import org.collsim.mpi.comm.Collops;
import org.collsim.mpi.comm.CommWorld;
import org.collsim.mpi.comm.Communicator;
import org.collsim.mpi.comm.TableSharing;

/**
 * A layer in one run: the entries it overrides and the functions behind them. Attaching it
 * registers its create and destroy hooks, which share tables through {@link TableSharing}.
 */
public interface Layer {
    String name();

    /** The table entries this layer overrides. */
    Set<CollEntry> overrides();

    /**
     * The function a layer with one function for all its entries puts in each of them (such
     * layers implement this; layers with different functions per entry implement
     * {@link #override} instead).
     */
    default CollFn function() {
        throw new UnsupportedOperationException("layer " + name() + " implements neither function() nor override()");
    }

    /** Sets this layer's functions into a fresh copy of the table it overrides. */
    default void override(Collops table) {
        CollFn fn = function();
        for (CollEntry e : overrides()) {
            table.set(e, fn);
        }
    }

    /** Called by the destroy hook before the table is restored (free sub-communicators here). */
    default void beforeDestroy(CommWorld world, Communicator comm) {
    }

    /** Registers this layer's hooks with {@code world}; the hook parameter is its table list. */
    default void attach(CommWorld world) {
        TableSharing tables = new TableSharing(name(), this::override, world.stats());
        world.registerCreateHook((comm, param) -> ((TableSharing) param).create(comm), tables);
        world.registerDestroyHook((comm, param) -> {
            beforeDestroy(world, comm);
            ((TableSharing) param).destroy(comm);
        }, tables);
    }
}

package org.collsim.mpi.comm;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The table-sharing protocol of the seed document, written once for every layer. A layer keeps
 * the tables it allocated. Its create hook looks for one whose {@code prev} is the
 * communicator's current table: if found, it takes another reference and assigns it; else it
 * copies the current table, lets the layer override its entries, assigns it and keeps it. Its
 * destroy hook restores {@code prev}, drops the reference and frees the table at zero.
 */
public final class TableSharing {
    private final String layer;
    private final Consumer<Collops> overrides;
    private final TableStats stats;
    private final List<Collops> tables = new ArrayList<>();

    /**
     * @param layer     the owning layer's name (tables carry it for error messages)
     * @param overrides fills the entries the layer overrides into a fresh copy
     */
    public TableSharing(String layer, Consumer<Collops> overrides, TableStats stats) {
        this.layer = layer;
        this.overrides = overrides;
        this.stats = stats;
    }

    /** The create hook. */
    public void create(Communicator comm) {
        Collops current = comm.collFns();
        tables.removeIf(Collops::isFreed);
        for (Collops t : tables) {
            if (t.prev() == current) {
                t.retain();
                stats.reused++;
                install(comm, t);
                return;
            }
        }
        Collops fresh = Collops.overriding(current, layer);
        overrides.accept(fresh);
        fresh.retain();
        tables.add(fresh);
        stats.allocated++;
        install(comm, fresh);
    }

    private void install(Communicator comm, Collops t) {
        comm.setCollFns(t);
        comm.attributes().put(this, t);
    }

    /**
     * The destroy hook. When hooks run in the seed's order the communicator's table is the one
     * this layer installed; in any other order it may not be, and the seed's protocol then
     * restores and releases another layer's table — counted, so the difference shows.
     */
    public void destroy(Communicator comm) {
        Collops mine = (Collops) comm.attributes().remove(this);
        if (mine == null) {
            return; // this layer installed nothing on this communicator
        }
        Collops current = comm.collFns();
        if (current != mine) {
            stats.foreignTablesAtDestroy++;
        }
        if (current == null) {
            return;
        }
        comm.setCollFns(current.prev());
        if (current.release()) {
            stats.freed++;
        }
    }

    /** Tables this layer holds now (for tests). */
    public int liveTables() {
        tables.removeIf(Collops::isFreed);
        return tables.size();
    }
}

package org.collsim.mpi.comm;

import java.util.HashMap;
import java.util.Map;

/**
 * A communicator: its group, context id, how it was made, and {@code collFns}, the table of
 * collective functions its calls dispatch through. Layers keep per-communicator state (such
 * as a hierarchical layer's node sub-communicators) in {@link #attributes()}.
 */
public final class Communicator {
    /** How a communicator came to be. */
    public enum Kind { WORLD, SELF, DUP, SPLIT, CREATE }

    private final int contextId;
    private final Group group;
    private final Kind kind;
    private final Communicator parent;
    private Map<Object, Object> attributes;
    /** The table; public in spirit as in MPICH, where layers assign {@code comm->coll_fns}. */
    Collops collFns;
    private boolean freed;
    /** Marks a sub-communicator a layer made for its own use (e.g. a node communicator). */
    private final String madeBy;

    Communicator(int contextId, Group group, Kind kind, Communicator parent, String madeBy) {
        this.contextId = contextId;
        this.group = group;
        this.kind = kind;
        this.parent = parent;
        this.madeBy = madeBy;
    }

    public int contextId() {
        return contextId;
    }

    public Group group() {
        return group;
    }

    public int size() {
        return group.size();
    }

    public Kind kind() {
        return kind;
    }

    public Communicator parent() {
        return parent;
    }

    public Collops collFns() {
        return collFns;
    }

    /** Assigns the table (what a create or destroy hook does). */
    public void setCollFns(Collops table) {
        this.collFns = table;
    }

    public boolean isFreed() {
        return freed;
    }

    void markFreed() {
        freed = true;
    }

    /** Name of the layer that made this communicator for its own use, or null for user communicators. */
    public String madeBy() {
        return madeBy;
    }

    /** Per-communicator state of layers; created on first use (a million self communicators need none). */
    public Map<Object, Object> attributes() {
        if (attributes == null) {
            attributes = new HashMap<>();
        }
        return attributes;
    }

    @Override
    public String toString() {
        return kind.name().toLowerCase() + " communicator " + contextId + " (" + size() + " ranks)";
    }
}

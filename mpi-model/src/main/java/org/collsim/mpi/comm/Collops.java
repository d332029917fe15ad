package org.collsim.mpi.comm;

import java.util.Arrays;

/**
 * A collective function table ({@code MPID_Collops}): one function per {@link CollEntry}, a
 * reference count, the table it overrides ({@code prev}) and the layer that owns it. A null
 * blocking entry means "the default implementation".
 */
public final class Collops {
    /** The entries in order, copied once (values() copies on every call, and tables are checked once per rank). */
    private static final CollEntry[] ENTRIES = CollEntry.values();
    private final CollFn[] fns;
    private final Collops prev;
    private final String owner;
    private int refCount;
    private boolean freed;

    private Collops(CollFn[] fns, Collops prev, String owner) {
        this.fns = fns;
        this.prev = prev;
        this.owner = owner;
    }

    /** A table with every entry null, owned by {@code owner}, overriding nothing. */
    public static Collops empty(String owner) {
        return new Collops(new CollFn[CollEntry.values().length], null, owner);
    }

    /** A copy of {@code prev}'s entries that overrides {@code prev} (the seed's "copy, then replace"). */
    public static Collops overriding(Collops prev, String owner) {
        CollFn[] fns = prev == null ? new CollFn[CollEntry.values().length] : Arrays.copyOf(prev.fns, prev.fns.length);
        return new Collops(fns, prev, owner);
    }

    public CollFn get(CollEntry e) {
        return fns[e.ordinal()];
    }

    public Collops set(CollEntry e, CollFn fn) {
        fns[e.ordinal()] = fn;
        return this;
    }

    public Collops prev() {
        return prev;
    }

    public String owner() {
        return owner;
    }

    public int refCount() {
        return refCount;
    }

    void retain() {
        refCount++;
    }

    /** Decrements the count; returns true when it reached zero and the table is freed. */
    boolean release() {
        if (refCount <= 0) {
            throw new IllegalStateException("table of layer " + owner + " released more often than retained");
        }
        if (--refCount == 0) {
            freed = true;
        }
        return freed;
    }

    public boolean isFreed() {
        return freed;
    }

    /** The first nonblocking entry that is null, or null when all are set. */
    public CollEntry firstNullNonblocking() {
        for (CollEntry e : ENTRIES) {
            if (e.nonblocking() && fns[e.ordinal()] == null) {
                return e;
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return "Collops[" + owner + ", refs=" + refCount + "]";
    }
}

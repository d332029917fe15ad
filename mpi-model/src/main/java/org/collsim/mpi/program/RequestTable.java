package org.collsim.mpi.program;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.collsim.mpi.MpiErrorClass;

/**
 * One rank's requests by name. A name is either free, active (a started operation not yet
 * retired), a persistent request (active while started, inactive between a completion and
 * the next start), or MPI_REQUEST_NULL: a test found it complete and retired it; waiting on
 * or testing a null or inactive request returns at once, as in MPI.
 */
final class RequestTable {
    private final RankInterpreter owner;
    /** Active requests in the order they were started (waitall "all" waits for them in that order). */
    private final Map<String, Handle> active = new LinkedHashMap<>();
    private final Map<String, P2pOp> persistent = new HashMap<>();
    private final Map<String, String> persistentPaths = new HashMap<>();
    private final Set<String> nulled = new HashSet<>();

    RequestTable(RankInterpreter owner) {
        this.owner = owner;
    }

    /** Names a nonblocking call's request; the name must not be active nor a persistent request's. */
    void add(String name, Handle h, Stmt s) {
        checkNotActive(name, s);
        if (persistent.containsKey(name)) {
            throw owner.error(MpiErrorClass.MPI_ERR_REQUEST, s, "\"" + name
                    + "\" names a persistent request; free it (request_free) before reusing its name");
        }
        nulled.remove(name);
        active.put(name, h);
    }

    /** Makes an inactive persistent request (send_init, recv_init). */
    void definePersistent(String name, P2pOp op, Stmt s) {
        checkNotActive(name, s);
        if (persistent.containsKey(name)) {
            throw owner.error(MpiErrorClass.MPI_ERR_REQUEST, s, "persistent request \"" + name + "\" exists; free it first");
        }
        nulled.remove(name);
        persistent.put(name, op);
        persistentPaths.put(name, s.path());
    }

    /** Starts persistent request {@code name}; starting an active one is MPI_ERR_REQUEST. */
    void start(String name, Stmt s) {
        P2pOp op = persistent.get(name);
        if (op == null) {
            throw owner.error(MpiErrorClass.MPI_ERR_REQUEST, s, "no persistent request named \"" + name
                    + "\" (make one with send_init or recv_init)");
        }
        checkNotActive(name, s);
        active.put(name, op.issue(owner, name, persistentPaths.get(name), true));
    }

    /** Frees an inactive persistent request. */
    void free(String name, Stmt s) {
        if (!persistent.containsKey(name)) {
            throw owner.error(MpiErrorClass.MPI_ERR_REQUEST, s, "no persistent request named \"" + name + "\"");
        }
        checkNotActive(name, s);
        persistent.remove(name);
        persistentPaths.remove(name);
    }

    /** The active request {@code name}, or null. */
    Handle active(String name) {
        return active.get(name);
    }

    /**
     * The active requests a wait or test names ({@code names} null: all active ones, in start
     * order); inactive persistent and null requests are left out; unknown names are MPI_ERR_REQUEST.
     */
    List<Handle> resolve(List<String> names, Stmt s) {
        if (names == null) {
            return new ArrayList<>(active.values());
        }
        List<Handle> out = new ArrayList<>();
        for (String name : names) {
            Handle h = active.get(name);
            if (h != null) {
                out.add(h);
            } else if (!persistent.containsKey(name) && !nulled.contains(name)) {
                throw owner.error(MpiErrorClass.MPI_ERR_REQUEST, s, "no active request named \"" + name
                        + "\" (requests are named by isend, irecv, nonblocking collectives and send_init/recv_init, "
                        + "and are gone once waited for)");
            }
        }
        return out;
    }

    /** A wait completed {@code h}: a persistent request becomes inactive, any other is gone. */
    void retire(Handle h) {
        active.remove(h.name());
    }

    /** A test found {@code h} complete: as retire, but the name stays as MPI_REQUEST_NULL. */
    void retireByTest(Handle h) {
        active.remove(h.name());
        if (!persistent.containsKey(h.name())) {
            nulled.add(h.name());
        }
    }

    private void checkNotActive(String name, Stmt s) {
        Handle old = active.get(name);
        if (old != null) {
            throw owner.error(MpiErrorClass.MPI_ERR_REQUEST, s, "request \"" + name + "\" is still active (" + old
                    + "); wait for it before " + (persistent.containsKey(name) ? "starting or freeing it again" : "reusing its name"));
        }
    }
}

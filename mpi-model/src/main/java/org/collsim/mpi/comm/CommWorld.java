package org.collsim.mpi.comm;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.IntUnaryOperator;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * The communicator management of one simulated MPI job (the device's view): the hook chains,
 * communicator creation (world, self, dup, split, create from a group) and destruction — all
 * through the hooks — and dispatch of collective calls through {@code collFns}.
 */
public final class CommWorld {
    /** A registered hook and the parameter it is called with. */
    private record Hook(CommHook hook, Object param) {
    }

    /** Constant meaning "no communicator for this rank" in {@link #split} (MPI_UNDEFINED). */
    public static final int UNDEFINED = -1;
    /** The layer name {@link Ran} gives the scenario's own algorithm (the table below every layer). */
    public static final String DEFAULT_LAYER = "default";

    private final int worldSize;
    private final HookOrder hookOrder;
    private final DispatchRule rule;
    private final DefaultAlgorithms defaults;
    private final TableStats stats = new TableStats();
    private final RanLog ran = new RanLog();
    private final List<Hook> createHooks = new ArrayList<>();
    private final List<Hook> destroyHooks = new ArrayList<>();
    private final LiveCommunicators alive = new LiveCommunicators();
    private final Collops base;
    private final CollFn[] defaultFns = new CollFn[CollEntry.values().length];
    private int nextContextId;
    /** Self communicators made as objects (a hook must see them), or null. */
    private Communicator[] selves;
    /** The node of each world rank, when the machine has placed ranks on nodes; null otherwise. */
    private java.util.function.IntUnaryOperator nodeOfWorldRank;
    /** Each communicator's node layout, found once (every rank of a call asks). */
    private final Map<Communicator, NodeLayout> layouts = new java.util.IdentityHashMap<>();

    public CommWorld(int worldSize, HookOrder hookOrder, DispatchRule rule, DefaultAlgorithms defaults) {
        this.worldSize = worldSize;
        this.hookOrder = hookOrder;
        this.rule = rule;
        this.defaults = defaults;
        for (CollEntry e : CollEntry.values()) {
            defaultFns[e.ordinal()] = (call, b) -> call.build(defaultFor(e, call), b);
        }
        base = Collops.empty(DEFAULT_LAYER);
        for (CollEntry e : CollEntry.values()) {
            if (e.nonblocking()) {
                base.set(e, defaultFns[e.ordinal()]);
            }
        }
    }

    /** The default algorithm for {@code call}, checked against its arguments (a per-call choice checks its own). */
    private CollectiveAlgorithm defaultFor(CollEntry e, CollCall call) {
        CollectiveAlgorithm a = defaults.algorithmFor(e.collective());
        if (a instanceof PerCallChoice choice) {
            return choice.choose(call.args(), layoutOf(call.comm()));
        }
        if (a == null) {
            throw new CollopsException("no default implementation of " + e.id());
        }
        AlgorithmRegistry.violation(a, call.args()).ifPresent(msg -> {
            throw new CollopsException(msg + " (called on " + call.comm() + ")");
        });
        return a;
    }

    public int worldSize() {
        return worldSize;
    }

    /** Tells node-aware layers where ranks are (the machine's placement). */
    public void setNodeOfWorldRank(java.util.function.IntUnaryOperator nodeOf) {
        this.nodeOfWorldRank = nodeOf;
    }

    /** The node of each world rank, or null when the run did not say. */
    public java.util.function.IntUnaryOperator nodeOfWorldRank() {
        return nodeOfWorldRank;
    }

    /** Where {@code comm}'s ranks are; {@link NodeLayout#SPREAD} when the run did not say. */
    NodeLayout layoutOf(Communicator comm) {
        return nodeOfWorldRank == null ? NodeLayout.SPREAD
                : layouts.computeIfAbsent(comm, c -> NodeLayout.of(c, nodeOfWorldRank));
    }

    public TableStats stats() {
        return stats;
    }

    public HookOrder hookOrder() {
        return hookOrder;
    }

    /** The default table every communicator starts from (blocking entries null, nonblocking set). */
    public Collops baseTable() {
        return base;
    }

    public void registerCreateHook(CommHook hook, Object param) {
        createHooks.add(new Hook(hook, param));
    }

    public void registerDestroyHook(CommHook hook, Object param) {
        destroyHooks.add(new Hook(hook, param));
    }

    public Communicator world() {
        return commit(new Communicator(nextContextId++, Group.range(0, worldSize), Communicator.Kind.WORLD, null, null));
    }

    public Communicator self(int worldRank) {
        return commit(new Communicator(nextContextId++, Group.range(worldRank, 1), Communicator.Kind.SELF, null, null));
    }

    /**
     * MPI_Init's MPI_COMM_SELF of every rank, through the hooks like any communicator. Without a
     * hook no one can see a self communicator (workloads never call on it): their context ids are
     * reserved and counted alive, and no object is made (72 bytes a rank at 2^20 ranks).
     */
    public void createSelves() {
        if (!createHooks.isEmpty() || !destroyHooks.isEmpty()) {
            selves = new Communicator[worldSize];
            for (int r = 0; r < worldSize; r++) {
                selves[r] = self(r);
            }
            return;
        }
        // without hooks each would hold the base table, whose nonblocking entries are all set
        alive.addBare(nextContextId, worldSize);
        nextContextId += worldSize;
    }

    /** MPI_Finalize's frees of the selves (destroy hooks run on each, as for any communicator). */
    public void freeSelves() {
        if (selves != null) {
            for (Communicator self : selves) {
                free(self);
            }
            selves = null;
        }
        alive.freeBare();
    }

    public Communicator dup(Communicator c) {
        return commit(new Communicator(nextContextId++, c.group(), Communicator.Kind.DUP, c, null));
    }

    public Communicator create(Communicator c, Group g) {
        return commit(new Communicator(nextContextId++, g, Communicator.Kind.CREATE, c, null));
    }

    /** MPI_Comm_split; returns, per rank of {@code c}, its new communicator (null for UNDEFINED). */
    public Communicator[] split(Communicator c, IntUnaryOperator colorOf, IntUnaryOperator keyOf) {
        return split(c, colorOf, keyOf, null);
    }

    /** A split made by a layer for its own use; the layer's functions can tell by {@link Communicator#madeBy()}. */
    public Communicator[] split(Communicator c, IntUnaryOperator colorOf, IntUnaryOperator keyOf, String madeBy) {
        Map<Integer, List<int[]>> byColor = new TreeMap<>();
        for (int r = 0; r < c.size(); r++) {
            int color = colorOf.applyAsInt(r);
            if (color != UNDEFINED) {
                byColor.computeIfAbsent(color, k -> new ArrayList<>()).add(new int[] {keyOf.applyAsInt(r), r});
            }
        }
        Communicator[] out = new Communicator[c.size()];
        for (List<int[]> members : byColor.values()) {
            members.sort((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
            int[] world = new int[members.size()];
            for (int i = 0; i < world.length; i++) {
                world[i] = c.group().worldRank(members.get(i)[1]);
            }
            Communicator nc = commit(new Communicator(nextContextId++, Group.of(world), Communicator.Kind.SPLIT, c, madeBy));
            for (int[] m : members) {
                out[m[1]] = nc;
            }
        }
        return out;
    }

    private Communicator commit(Communicator comm) {
        comm.setCollFns(rule == DispatchRule.LEGACY_NULL_TABLE ? null : base);
        runHooks(createHooks, hookOrder == HookOrder.CH3_NEWEST_FIRST, comm);
        if (rule == DispatchRule.TABLE_REQUIRED) {
            checkInstalled(comm);
        }
        alive.add(comm);
        return comm;
    }

    private void checkInstalled(Communicator comm) {
        if (comm.collFns() == null) {
            throw new CollopsException(comm + " has no collective table after its create hooks");
        }
        for (Collops t = comm.collFns(); t != null; t = t.prev()) {
            CollEntry missing = t.firstNullNonblocking();
            if (missing != null) {
                throw new CollopsException("layer \"" + t.owner() + "\" installed a table whose nonblocking entry "
                        + missing.id() + " is null; every nonblocking entry must be set");
            }
        }
    }

    /** MPI_Comm_free: runs the destroy hooks, then forgets the communicator. */
    public void free(Communicator comm) {
        if (comm.isFreed() || !alive.remove(comm)) {
            throw new CollopsException(comm + " freed twice or never created here");
        }
        runHooks(destroyHooks, true, comm);
        comm.markFreed();
    }

    /**
     * Runs {@code hooks} on {@code comm}. Destroy hooks run newest-first in both orders; create hooks
     * oldest-first only in the seed order. Indexed, with no list or iterator: it runs for each of a
     * million self communicators.
     */
    private void runHooks(List<Hook> hooks, boolean newestFirst, Communicator comm) {
        int n = hooks.size();
        for (int i = 0; i < n; i++) {
            Hook h = hooks.get(newestFirst ? n - 1 - i : i);
            stats.hookCalls++;
            h.hook().run(comm, h.param());
        }
    }

    public int aliveCommunicators() {
        return alive.count();
    }

    public List<Communicator> aliveList() {
        return alive.list();
    }

    /** Size of the live communicator with this context id (hardware collectives need it). */
    public int sizeOf(int contextId) {
        int size = alive.sizeOf(contextId);
        if (size < 0) {
            throw new CollopsException("no live communicator with context id " + contextId);
        }
        return size;
    }

    /** Builds rank {@code rank}'s schedule for a call of {@code entry} on {@code comm}, through its table. */
    public void dispatch(Communicator comm, CollEntry entry, int rank, CollArgs args, ScheduleBuilder schedule) {
        if (comm.isFreed()) {
            throw new CollopsException(entry.id() + " called on a freed " + comm);
        }
        Collops t = comm.collFns();
        if (t == null && rule == DispatchRule.TABLE_REQUIRED) {
            throw new CollopsException(comm + " has no collective table");
        }
        ran.open(entry.id(), comm.size(), layerOf(t, entry));
        dispatchFrom(t, comm, entry, rank, args, schedule);
        ran.close();
    }

    /** From now on, record what serves each call (see {@link #ran()}). */
    public void recordRan() {
        ran.start();
    }

    /** What served the calls dispatched since {@link #recordRan()}, merged over ranks, first seen first. */
    public List<Ran> ran() {
        return ran.calls();
    }

    /** The owner of the lowest table in {@code t}'s chain that holds {@code t}'s function for {@code e}. */
    private static String layerOf(Collops t, CollEntry e) {
        CollFn fn = t == null ? null : t.get(e);
        if (fn == null) {
            return DEFAULT_LAYER;
        }
        while (t.prev() != null && t.prev().get(e) == fn) {
            t = t.prev();
        }
        return t.owner();
    }

    void fallThrough(CollCall call, ScheduleBuilder schedule) {
        Collops below = call.table() == null ? null : call.table().prev();
        ran.relayer(layerOf(below, call.entry()));
        dispatchFrom(below, call.comm(), call.entry(), call.rank(), call.args(), schedule);
    }

    void useDefault(CollCall call, ScheduleBuilder schedule) {
        ran.relayer(DEFAULT_LAYER);
        defaultFns[call.entry().ordinal()].build(call, schedule);
    }

    void ranAlgorithm(CollectiveAlgorithm algorithm) {
        ran.algorithm(algorithm);
    }

    void dispatchFrom(Collops table, Communicator comm, CollEntry entry, int rank, CollArgs args, ScheduleBuilder schedule) {
        CollFn fn = table == null ? null : table.get(entry);
        if (fn == null) {
            fn = defaultFns[entry.ordinal()];
        }
        fn.build(new CollCall(this, comm, entry, rank, args, table), schedule);
    }
}

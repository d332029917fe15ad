package org.collsim.mpi.coll;

import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Supplier;
import org.collsim.engine.registry.PluginException;
import org.collsim.engine.registry.Registry;
import org.collsim.engine.registry.ServiceFiles;

/**
 * The algorithms collsim can run: one {@link Registry} per collective ("expected a bcast
 * algorithm: ..., found "x" (did you mean ...)"), from which the CLI listing, scenario
 * validation, error messages, docs/ALGORITHMS.md and the test matrices are derived. Built-in
 * algorithms and a researcher's own are found the same way: every jar's
 * {@code META-INF/services/org.collsim.mpi.coll.CollectiveAlgorithm} lists its classes (collsim's
 * own list is in mpi-model's resources), so adding an algorithm is one class plus one line
 * there. Each collective's default is the algorithm that says so ({@link
 * CollectiveAlgorithm#isDefault}) and comes first; the others follow in the order found.
 * <p>A line whose comment is a collective's id ({@code ...BinomialBcast # bcast}) is loaded only
 * when that collective's registry is first asked for (then checked to be one of its algorithms):
 * a run of one collective does not load the classes of the others. A line without one is loaded
 * at discovery, and its collective's registry made then, so that a broken or clashing plug-in is
 * reported at once.
 */
public final class AlgorithmRegistry {
    private static volatile AlgorithmRegistry classPath;

    /** Per collective, its algorithms in the order found, each made when first needed. */
    private final Map<Collective, List<Supplier<CollectiveAlgorithm>>> found;
    /** The registries made so far, by {@link Collective#ordinal()}. */
    private final AtomicReferenceArray<Registry<CollectiveAlgorithm>> made =
            new AtomicReferenceArray<>(Collective.values().length);

    /**
     * The registry of {@code algorithms}.
     *
     * @throws IllegalArgumentException when two algorithms of one collective share a name or both
     *     claim to be its default
     */
    public AlgorithmRegistry(List<CollectiveAlgorithm> algorithms) {
        found = new EnumMap<>(Collective.class);
        for (CollectiveAlgorithm a : algorithms) {
            found.computeIfAbsent(a.collective(), c -> new ArrayList<>()).add(() -> a);
        }
        found.forEach((c, group) -> made.set(c.ordinal(), group(c, group)));
    }

    /** The algorithms found, the registries of {@code now} made at once. */
    private AlgorithmRegistry(Map<Collective, List<Supplier<CollectiveAlgorithm>>> found, Set<Collective> now) {
        this.found = found;
        now.forEach(this::of);
    }

    /**
     * Every algorithm on collsim's class path: the built-in ones and those of any plug-in jar
     * (read once per JVM).
     *
     * @throws PluginException when a plug-in's service entry or its algorithms cannot be used
     */
    public static AlgorithmRegistry builtIn() {
        AlgorithmRegistry r = classPath;
        if (r == null) {
            synchronized (AlgorithmRegistry.class) {
                if (classPath == null) {
                    classPath = discover(AlgorithmRegistry.class.getClassLoader());
                }
                r = classPath;
            }
        }
        return r;
    }

    /**
     * Every algorithm {@code loader} sees through the service files.
     *
     * @throws PluginException naming the jar and class of an entry that cannot be used, or the
     *     two classes that clash
     */
    public static AlgorithmRegistry discover(ClassLoader loader) {
        Map<Collective, List<Supplier<CollectiveAlgorithm>>> found = new EnumMap<>(Collective.class);
        Set<Collective> now = EnumSet.noneOf(Collective.class);
        try {
            for (ServiceFiles.Entry e : ServiceFiles.entries(CollectiveAlgorithm.class, loader)) {
                Collective listed = Collective.fromId(e.comment());
                if (listed == null) {
                    CollectiveAlgorithm a = e.instantiate(CollectiveAlgorithm.class, loader);
                    found.computeIfAbsent(a.collective(), c -> new ArrayList<>()).add(() -> a);
                    now.add(a.collective());
                } else {
                    found.computeIfAbsent(listed, c -> new ArrayList<>()).add(() -> listedAs(listed, e, loader));
                }
            }
        } catch (IOException e) {
            throw new PluginException("algorithm plug-ins: cannot read the class path's service files (" + e.getMessage() + ")");
        }
        return new AlgorithmRegistry(found, now);
    }

    private static CollectiveAlgorithm listedAs(Collective listed, ServiceFiles.Entry e, ClassLoader loader) {
        CollectiveAlgorithm a = e.instantiate(CollectiveAlgorithm.class, loader);
        if (a.collective() != listed) {
            throw new PluginException("algorithm plug-ins: " + e.file() + ": " + e.className() + ": expected "
                    + article(listed) + " algorithm (its line says " + listed.id() + "), found " + article(a.collective())
                    + " algorithm");
        }
        return a;
    }

    /** "a bcast", "an allreduce". */
    private static String article(Collective c) {
        return ("aeiou".indexOf(c.id().charAt(0)) >= 0 ? "an " : "a ") + c.id();
    }

    /** The default first, then the others in the order found; two defaults or two of one name are an error. */
    private static Registry<CollectiveAlgorithm> group(Collective c, List<Supplier<CollectiveAlgorithm>> algorithms) {
        List<CollectiveAlgorithm> group = new ArrayList<>();
        for (Supplier<CollectiveAlgorithm> s : algorithms) {
            CollectiveAlgorithm a = s.get();
            if (a.isDefault() && !group.isEmpty() && group.get(0).isDefault()) {
                throw new IllegalArgumentException("two default " + c.id() + " algorithms: "
                        + group.get(0).getClass().getName() + " and " + a.getClass().getName());
            }
            group.add(a.isDefault() ? 0 : group.size(), a);
        }
        try {
            return Registry.of(c.id() + " algorithm", group);
        } catch (Registry.DuplicateNameException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    /** Collectives that have at least one algorithm, in enum order. */
    public List<Collective> collectives() {
        return List.copyOf(found.keySet());
    }

    /**
     * The registry of {@code c}'s algorithms (empty when it has none): find, names, all, and the
     * "expected a bcast algorithm: ..., found ..." message. Made on first use.
     *
     * @throws PluginException when an algorithm listed as one of {@code c}'s cannot be used
     */
    public Registry<CollectiveAlgorithm> of(Collective c) {
        Registry<CollectiveAlgorithm> r = made.get(c.ordinal());
        if (r != null) {
            return r;
        }
        synchronized (this) {
            if (made.get(c.ordinal()) == null) {
                try {
                    made.set(c.ordinal(), group(c, found.getOrDefault(c, List.of())));
                } catch (IllegalArgumentException e) {
                    throw new PluginException("algorithm plug-ins: " + e.getMessage());
                }
            }
            return made.get(c.ordinal());
        }
    }

    public List<CollectiveAlgorithm> algorithms(Collective c) {
        return of(c).all();
    }

    public List<String> names(Collective c) {
        return of(c).names();
    }

    public Optional<CollectiveAlgorithm> find(Collective c, String name) {
        return of(c).find(name);
    }

    /** The collective's default: the algorithm that claims it, or else the first found. */
    public Optional<CollectiveAlgorithm> defaultFor(Collective c) {
        List<CollectiveAlgorithm> all = algorithms(c);
        return all.isEmpty() ? Optional.empty() : Optional.of(all.get(0));
    }

    /** Every algorithm, collective by collective in enum order. */
    public List<CollectiveAlgorithm> all() {
        List<CollectiveAlgorithm> out = new ArrayList<>();
        for (Collective c : found.keySet()) {
            out.addAll(of(c).all());
        }
        return out;
    }

    /**
     * {@code algorithm} configured with {@code values}, or the reasons it cannot be: an unknown
     * parameter name (with the valid ones) or a value outside its range.
     */
    public static Configured configure(CollectiveAlgorithm algorithm, Map<String, Long> values) {
        List<String> problems = new ArrayList<>();
        Map<String, Parameter> known = new LinkedHashMap<>();
        algorithm.parameters().forEach(p -> known.put(p.name(), p));
        for (Map.Entry<String, Long> e : values.entrySet()) {
            Parameter p = known.get(e.getKey());
            if (p == null) {
                problems.add(algorithm.collective().id() + " algorithm \"" + algorithm.name() + "\" has "
                        + (known.isEmpty() ? "no parameters" : "parameters " + known.keySet()) + ", not \"" + e.getKey() + "\"");
            } else {
                p.check(e.getValue()).ifPresent(problems::add);
            }
        }
        return problems.isEmpty() ? new Configured(algorithm.withParameters(values), List.of())
                : new Configured(null, problems);
    }

    /** The outcome of {@link #configure}: an algorithm, or the problems with the values. */
    public record Configured(CollectiveAlgorithm algorithm, List<String> problems) {
    }

    /** Why {@code algorithm} cannot run {@code args}, or empty when it can. */
    public static Optional<String> violation(CollectiveAlgorithm algorithm, CollArgs args) {
        if (algorithm.restrictions().isEmpty()) { // the common case, checked once per rank of a call
            return Optional.empty();
        }
        for (Restriction r : Restriction.values()) { // in enum order, so the message is deterministic
            if (algorithm.restrictions().contains(r) && !r.holds(algorithm.restrictedArgs(args))) {
                return Optional.of(algorithm.collective().id() + " algorithm \"" + algorithm.name() + "\" needs "
                        + r.needs() + "; found " + args.ranks() + " ranks and count " + args.count()
                        + (r == Restriction.COMMUTATIVE_OP_ONLY ? " of op " + args.op().id() : ""));
            }
        }
        return Optional.empty();
    }
}

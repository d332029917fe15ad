package org.collsim.scenario;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.select.Selectors;
import org.collsim.scenario.json.Cursor;
import org.collsim.scenario.json.JsonText;
import org.collsim.scenario.json.Problem;
import org.collsim.engine.registry.Registry;
import org.collsim.engine.registry.Suggest;

/**
 * Resolves {@code benchmark.collectives} and {@code benchmark.algorithms} against the
 * registry; an algorithm may carry parameters ({@link AlgorithmSpec}). {@code algorithms} may be
 * absent (each collective runs MPICH's choice per call, {@link Selectors#defaultFor}), a list of
 * names (a name applies to every listed collective that has it; a name none has, or a collective
 * none applies to, is an error) or an object from collective to names (collectives it omits run
 * MPICH's choice; without {@code collectives}, its keys are the collectives).
 */
final class AlgorithmSelector {
    private final AlgorithmRegistry registry;

    AlgorithmSelector(AlgorithmRegistry registry) {
        this.registry = registry;
    }

    Optional<List<Selection>> select(Cursor collectivesC, Cursor algorithmsC) {
        boolean byCollective = algorithmsC.isPresent() && algorithmsC.node().isObject();
        if (!collectivesC.isPresent() && !byCollective) {
            collectivesC.fail("required field \"collectives\" (or \"algorithms\" as an object keyed by collective)",
                    "no such field");
            return Optional.empty();
        }
        List<Collective> listed = new ArrayList<>();
        boolean listOk = !collectivesC.isPresent() || collectives(collectivesC, listed);
        Optional<List<Selection>> selections;
        if (byCollective) {
            selections = new ObjectForm(listed, collectivesC.isPresent()).select(algorithmsC);
        } else if (!algorithmsC.isPresent()) {
            List<Selection> out = new ArrayList<>();
            listed.forEach(c -> out.add(new Selection(c, List.of(Selectors.defaultFor(c, registry)))));
            selections = Optional.of(out);
        } else {
            selections = listForm(listed, algorithmsC, listOk);
        }
        return listOk ? selections : Optional.empty();
    }

    /**
     * Adds the valid, distinct collectives of the list to {@code out} (so that algorithm
     * names can still be checked against them); returns false if any item was bad.
     */
    private boolean collectives(Cursor c, List<Collective> out) {
        Optional<List<Cursor>> items = c.array("a non-empty array of collective names", 1);
        if (items.isEmpty()) {
            return false;
        }
        boolean ok = true;
        for (Cursor item : items.get()) {
            Optional<Collective> coll = collective(item);
            if (coll.isPresent() && out.contains(coll.get())) {
                item.fail("each collective once", JsonText.quote(coll.get().id()) + " again");
            } else {
                coll.ifPresent(out::add);
            }
            ok &= coll.isPresent();
        }
        return ok;
    }

    /** A collective name that this build can run; reports unknown names and ones without algorithms. */
    Optional<Collective> collective(Cursor item) {
        Optional<String> name = item.string("a collective name such as \"allreduce\"");
        return name.flatMap(n -> collectiveNamed(n, item, ""));
    }

    private Optional<Collective> collectiveNamed(String name, Cursor at, String foundPrefix) {
        Collective c = Collective.fromId(name);
        List<String> available = new ArrayList<>();
        registry.collectives().forEach(k -> available.add(k.id()));
        if (c == null) {
            List<String> all = new ArrayList<>();
            for (Collective k : Collective.values()) {
                all.add(k.id());
            }
            at.fail("a collective: " + Suggest.quotedList(available),
                    foundPrefix + JsonText.quote(name) + Suggest.didYouMean(name, all));
            return Optional.empty();
        }
        if (registry.algorithms(c).isEmpty()) {
            at.failWith("expected a collective that this build implements: " + Suggest.quotedList(available)
                    + ", found " + foundPrefix + JsonText.quote(name) + " (no algorithms for it yet)", Problem.Kind.UNAVAILABLE);
            return Optional.empty();
        }
        return Optional.of(c);
    }

    /** "allreduce (\"recursive_doubling\", \"ring\") or bcast (\"binomial\")". */
    private String describe(List<Collective> collectives) {
        List<String> parts = new ArrayList<>();
        for (Collective c : collectives) {
            parts.add(c.id() + " (" + String.join(", ", registry.names(c).stream().map(JsonText::quote).toList()) + ")");
        }
        return String.join(" or ", parts);
    }

    private Optional<List<Selection>> listForm(List<Collective> listed, Cursor algorithmsC, boolean listOk) {
        Optional<List<Cursor>> items = algorithmsC.array(
                "a non-empty array of algorithm names, or an object from collective to names", 1);
        if (items.isEmpty()) {
            return Optional.empty();
        }
        Map<Collective, List<CollectiveAlgorithm>> chosen = new LinkedHashMap<>();
        listed.forEach(c -> chosen.put(c, new ArrayList<>()));
        boolean allResolved = true;
        Set<String> seen = new LinkedHashSet<>();
        for (Cursor item : items.get()) {
            Optional<AlgorithmSpec> spec = AlgorithmSpec.read(item);
            if (spec.isEmpty() || !seen.add(written(item))) {
                spec.ifPresent(n -> item.fail("each algorithm once", written(item) + " again"));
                allResolved &= spec.isPresent();
                continue;
            }
            if (listOk || listed.stream().anyMatch(c -> registry.find(c, spec.get().name()).isPresent())) {
                allResolved &= assign(listed, spec.get(), item, chosen);
            }
        }
        return listOk ? collect(chosen, algorithmsC, allResolved) : Optional.empty();
    }

    /** How an item was written, for "each algorithm once" ("\"ring\"", {"name":"knomial","k":4}). */
    private static String written(Cursor item) {
        return item.node().isTextual() ? JsonText.quote(item.node().textValue()) : item.node().toString();
    }

    /** Adds the spec's configured algorithms to every listed collective that has its name. */
    private boolean assign(List<Collective> listed, AlgorithmSpec spec, Cursor item,
                           Map<Collective, List<CollectiveAlgorithm>> chosen) {
        String name = spec.name();
        boolean found = false;
        boolean configured = true;
        for (Collective c : listed) {
            Optional<CollectiveAlgorithm> a = registry.find(c, name);
            Optional<List<CollectiveAlgorithm>> all = a.flatMap(spec::configure);
            all.ifPresent(chosen.get(c)::addAll);
            found |= a.isPresent();
            configured &= a.isEmpty() || all.isPresent();
        }
        if (!found && listed.size() == 1) {
            Registry<CollectiveAlgorithm> algorithms = registry.of(listed.get(0));
            item.failWith("expected " + algorithms.expected() + ", found " + algorithms.found(name), Problem.Kind.UNAVAILABLE);
        } else if (!found) {
            List<String> candidates = new ArrayList<>();
            listed.forEach(c -> candidates.addAll(registry.names(c)));
            item.failWith("expected an algorithm of " + describe(listed) + ", found "
                    + JsonText.quote(name) + Suggest.didYouMean(name, candidates), Problem.Kind.UNAVAILABLE);
        }
        return found && configured;
    }

    private Optional<List<Selection>> collect(Map<Collective, List<CollectiveAlgorithm>> chosen, Cursor at,
                                              boolean allResolved) {
        List<Selection> out = new ArrayList<>();
        if (!allResolved) {
            return Optional.empty(); // reported per name; a collective left without algorithms follows from that
        }
        boolean ok = true;
        for (Map.Entry<Collective, List<CollectiveAlgorithm>> e : chosen.entrySet()) {
            if (e.getValue().isEmpty()) {
                at.fail("at least one algorithm of " + describe(List.of(e.getKey())), "none of them in the list");
                ok = false;
                continue;
            }
            out.add(new Selection(e.getKey(), e.getValue()));
        }
        return ok ? Optional.of(out) : Optional.empty();
    }

    /** The object form: {"allreduce": ["ring"], "bcast": ["binomial"]}. */
    private final class ObjectForm {
        private final List<Collective> listed;
        private final boolean restrictToListed;

        ObjectForm(List<Collective> listed, boolean restrictToListed) {
            this.listed = listed;
            this.restrictToListed = restrictToListed;
        }

        Optional<List<Selection>> select(Cursor algorithmsC) {
            Map<Collective, List<CollectiveAlgorithm>> chosen = new LinkedHashMap<>();
            listed.forEach(c -> chosen.put(c, null));
            boolean ok = true;
            for (Cursor.Field f : algorithmsC.fields()) {
                Optional<Collective> c = key(f);
                Optional<List<CollectiveAlgorithm>> algs = c.flatMap(k -> names(k, f.value()));
                ok &= algs.isPresent();
                algs.ifPresent(a -> chosen.put(c.get(), a));
            }
            if (!ok) {
                return Optional.empty();
            }
            List<Selection> out = new ArrayList<>();
            chosen.forEach((c, a) -> out.add(new Selection(c, a != null ? a : List.of(Selectors.defaultFor(c, registry)))));
            return Optional.of(out);
        }

        private Optional<Collective> key(Cursor.Field f) {
            Cursor keyAt = f.value();
            if (!restrictToListed) {
                return collectiveNamed(f.name(), keyAt, "key ");
            }
            Collective c = Collective.fromId(f.name());
            if (c == null || !listed.contains(c)) {
                List<String> ids = new ArrayList<>();
                listed.forEach(k -> ids.add(k.id()));
                keyAt.fail("a collective listed in \"collectives\": " + Suggest.quotedList(ids),
                        "key " + JsonText.quote(f.name()) + Suggest.didYouMean(f.name(), ids));
                return Optional.empty();
            }
            return Optional.of(c);
        }

        private Optional<List<CollectiveAlgorithm>> names(Collective c, Cursor value) {
            Optional<List<Cursor>> items = value.array("a non-empty array of " + c.id() + " algorithm names", 1);
            if (items.isEmpty()) {
                return Optional.empty();
            }
            Map<Collective, List<CollectiveAlgorithm>> one = new LinkedHashMap<>();
            one.put(c, new ArrayList<>());
            Set<String> seen = new LinkedHashSet<>();
            boolean ok = true;
            for (Cursor item : items.get()) {
                Optional<AlgorithmSpec> spec = AlgorithmSpec.read(item);
                if (spec.isPresent() && !seen.add(written(item))) {
                    item.fail("each algorithm once", written(item) + " again");
                    continue;
                }
                ok &= spec.isPresent() && assign(List.of(c), spec.get(), item, one);
            }
            return ok ? Optional.of(one.get(c)) : Optional.empty();
        }
    }
}

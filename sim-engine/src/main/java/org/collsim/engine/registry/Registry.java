package org.collsim.engine.registry;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The one shape of every extension point (algorithms, network models, layers, topologies,
 * placements, noise distributions, presets, program statements, CLI commands): entries with
 * unique names, in registration order, found by name, and the one "expected a X: ..., found
 * "y" (did you mean ...)" message. Each registry is built once from an explicit list (or a ServiceLoader) and is
 * immutable; {@code collsim list}, validation, errors, docs and test matrices all read it, so a
 * name is written exactly once.
 *
 * @param <T> the entry type; each entry knows its own name
 */
public final class Registry<T extends Registry.Named> {
    /** An entry of a registry: its name is the user-facing key (in scenarios, on the command line). */
    public interface Named {
        String name();
    }

    private final String kind;
    private final Map<String, T> byName;

    private Registry(String kind, Map<String, T> byName) {
        this.kind = kind;
        this.byName = byName;
    }

    /**
     * A registry of {@code entries} in this order; {@code kind} names what they are in messages
     * ("network model", "bcast algorithm").
     *
     * @throws DuplicateNameException when two entries share a name (a programming or plug-in error)
     */
    public static <T extends Named> Registry<T> of(String kind, Iterable<? extends T> entries) {
        Map<String, T> byName = new LinkedHashMap<>();
        for (T entry : entries) {
            T old = byName.putIfAbsent(entry.name(), entry);
            if (old != null) {
                throw new DuplicateNameException(kind, entry.name(), old, entry);
            }
        }
        return new Registry<>(kind, Collections.unmodifiableMap(byName));
    }

    /** What the entries are, for messages ("network model"). */
    public String kind() {
        return kind;
    }

    public Optional<T> find(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    /** Names in registration order. */
    public List<String> names() {
        return List.copyOf(byName.keySet());
    }

    /** Entries in registration order. */
    public List<T> all() {
        return new ArrayList<>(byName.values());
    }

    public boolean isEmpty() {
        return byName.isEmpty();
    }

    /**
     * What a parser expects where a name of this registry goes, in the form of every collsim
     * error ({@code expected X, found Y}): {@code a network model: "hockney", "loggp" or "flow"},
     * {@code an allreduce algorithm: ...}.
     */
    public String expected() {
        return ("aeiou".indexOf(kind.charAt(0)) >= 0 ? "an " : "a ") + kind + ": " + (byName.isEmpty() ? "none is available" : Suggest.quotedList(byName.keySet()));
    }

    /**
     * How a parser reports a name that is not registered, quoted short, with the nearest valid
     * name: {@code "hockny" (did you mean "hockney"?)}.
     */
    public String found(String name) {
        return "\"" + Suggest.clip(name) + "\"" + Suggest.didYouMean(name, byName.keySet());
    }

    /** Two entries of one registry with the same name. */
    public static final class DuplicateNameException extends IllegalStateException {
        private static final long serialVersionUID = 1L;

        DuplicateNameException(String kind, String name, Object first, Object second) {
            super("two " + kind + "s named \"" + name + "\": " + first.getClass().getName() + " and "
                    + second.getClass().getName());
        }
    }
}

package org.collsim.mpi.coll;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.registry.Registry;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * One collective algorithm: a descriptor (collective, registry name, restrictions, parameters,
 * citation) and a schedule generator. Algorithms build schedules; they never execute them. An
 * algorithm with parameters is immutable: {@link #withParameters} returns a configured copy.
 * An implementation is found through {@code META-INF/services/org.collsim.mpi.coll.CollectiveAlgorithm}
 * (see {@link AlgorithmRegistry}), so it needs a public no-argument constructor.
 */
public interface CollectiveAlgorithm extends Registry.Named {
    Collective collective();

    /** Registry name, part of the CLI contract ("recursive_doubling"). */
    @Override
    String name();

    /**
     * True for the one algorithm a collective runs when none is named (and that a fallback
     * runs): exactly one per collective says so; a plug-in never should.
     */
    default boolean isDefault() {
        return false;
    }

    /** Where the algorithm comes from (paper or MPICH/SimGrid source). */
    String citation();

    default Set<Restriction> restrictions() {
        return Set.of();
    }

    /**
     * The call whose arguments {@link #restrictions()} are checked against: the call itself, or
     * for an algorithm that runs another collective's schedule ({@link SameSchedule}) that call.
     */
    default CollArgs restrictedArgs(CollArgs args) {
        return args;
    }

    /** The parameters this algorithm takes, with their defaults and ranges. */
    default List<Parameter> parameters() {
        return List.of();
    }

    /** The value of each parameter this instance runs with, in {@link #parameters()} order. */
    default Map<String, Long> parameterValues() {
        return Map.of();
    }

    /**
     * This algorithm with the given values (names from {@link #parameters()}, values in range:
     * checked by {@link AlgorithmRegistry#configure}); parameters not given keep their value.
     */
    default CollectiveAlgorithm withParameters(Map<String, Long> values) {
        if (!values.isEmpty()) {
            throw new IllegalArgumentException(name() + " takes no parameters, given " + values.keySet());
        }
        return this;
    }

    /** The name and every parameter that differs from its default, as scenarios write it: "knomial:k=4", "tree:tree=knomial". */
    default String label() {
        StringBuilder out = new StringBuilder(name());
        Map<String, Long> values = new LinkedHashMap<>(parameterValues());
        String separator = ":";
        for (Parameter p : parameters()) {
            long v = values.getOrDefault(p.name(), p.defaultValue());
            if (v != p.defaultValue()) {
                out.append(separator).append(p.name()).append('=').append(p.format(v));
                separator = ",";
            }
        }
        return out.toString();
    }

    /**
     * The algorithm whose schedule this one builds for {@code args}: itself, unless it hands such
     * calls to another whole (Open MPI's segmented ring hands a call of fewer than p segments to
     * the ring). What a record's {@code ran} names, and what points that would repeat a run compare.
     */
    default CollectiveAlgorithm runs(CollArgs args) {
        return this;
    }

    /** Adds {@code rank}'s operations for the call {@code args} to {@code schedule}. */
    void build(CollArgs args, int rank, ScheduleBuilder schedule);

    /**
     * The closed-form time of the call under Hockney's model, in picoseconds, when the
     * formula is exact for these arguments; empty otherwise.
     */
    default OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        return OptionalLong.empty();
    }
}

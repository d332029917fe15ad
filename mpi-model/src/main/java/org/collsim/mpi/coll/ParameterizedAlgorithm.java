package org.collsim.mpi.coll;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An algorithm with parameters: their descriptors, the values this instance runs with (every
 * parameter, defaults filled in) and the configured copy, written once for all of them.
 */
public abstract class ParameterizedAlgorithm implements CollectiveAlgorithm {
    private final List<Parameter> parameters;
    private final Map<String, Long> values;

    /** {@code given} values override the defaults. */
    protected ParameterizedAlgorithm(List<Parameter> parameters, Map<String, Long> given) {
        this.parameters = List.copyOf(parameters);
        Map<String, Long> all = new LinkedHashMap<>();
        for (Parameter p : parameters) {
            all.put(p.name(), given.getOrDefault(p.name(), p.defaultValue()));
        }
        this.values = Collections.unmodifiableMap(all);
    }

    /** This algorithm with {@code values}, one for every parameter. */
    protected abstract CollectiveAlgorithm with(Map<String, Long> values);

    /** The value this instance runs with. */
    protected final long value(Parameter p) {
        return values.get(p.name());
    }

    @Override
    public final List<Parameter> parameters() {
        return parameters;
    }

    @Override
    public final Map<String, Long> parameterValues() {
        return values;
    }

    @Override
    public final CollectiveAlgorithm withParameters(Map<String, Long> given) {
        Map<String, Long> merged = new LinkedHashMap<>(values);
        merged.putAll(given);
        return with(merged);
    }
}

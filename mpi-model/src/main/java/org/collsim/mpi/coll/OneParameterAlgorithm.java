package org.collsim.mpi.coll;

import java.util.List;
import java.util.Map;

/**
 * An algorithm with exactly one parameter (a radix {@code k}, a segment size): its descriptor, the
 * value this instance runs with and the configured copy, written once for all of them.
 */
public abstract class OneParameterAlgorithm implements CollectiveAlgorithm {
    private final Parameter parameter;
    private final long value;

    protected OneParameterAlgorithm(Parameter parameter, long value) {
        this.parameter = parameter;
        this.value = value;
    }

    /** This algorithm with {@code value} for its parameter. */
    protected abstract CollectiveAlgorithm with(long value);

    @Override
    public final List<Parameter> parameters() {
        return List.of(parameter);
    }

    @Override
    public final Map<String, Long> parameterValues() {
        return Map.of(parameter.name(), value);
    }

    @Override
    public final CollectiveAlgorithm withParameters(Map<String, Long> values) {
        return with(values.getOrDefault(parameter.name(), value));
    }
}

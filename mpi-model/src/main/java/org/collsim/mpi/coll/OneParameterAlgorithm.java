package org.collsim.mpi.coll;

import java.util.List;
import java.util.Map;

/**
 * An algorithm with exactly one parameter (a radix {@code k}, a segment size): a
 * {@link ParameterizedAlgorithm} whose copy is made from that one value.
 */
public abstract class OneParameterAlgorithm extends ParameterizedAlgorithm {
    private final Parameter parameter;

    protected OneParameterAlgorithm(Parameter parameter, long value) {
        super(List.of(parameter), Map.of(parameter.name(), value));
        this.parameter = parameter;
    }

    /** This algorithm with {@code value} for its parameter. */
    protected abstract CollectiveAlgorithm with(long value);

    @Override
    protected final CollectiveAlgorithm with(Map<String, Long> values) {
        return with(values.get(parameter.name()));
    }
}

package org.collsim.mpi.select;

import java.util.Optional;
import org.collsim.engine.registry.Registry;

/** A default-selection policy, named in scenarios ({@code "selector": "mpich"}). */
public interface Selector extends Registry.Named {
    /** The algorithm that runs {@code query}; empty when the selector has no rule for it. */
    Optional<Selection> select(SelectionQuery query);
}

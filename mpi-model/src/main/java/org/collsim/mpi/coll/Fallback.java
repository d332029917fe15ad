package org.collsim.mpi.coll;

import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * What happens when a chosen algorithm cannot run a call (a {@link Restriction} fails): MPICH's
 * {@code MPIR_CVAR_COLLECTIVE_FALLBACK}. {@code ERROR} (the default) refuses the call with the
 * algorithm and the reason; {@code PRINT} and {@code SILENT} run what MPICH's selection chooses
 * for the call instead, as MPICH's generated {@code MPIR_<Coll>_impl} does at its {@code fallback}
 * label ({@code MPIR_<Coll>_allcomm_auto}), {@code PRINT} with a warning. Never a silent switch
 * unless asked for.
 */
public enum Fallback {
    ERROR, PRINT, SILENT;

    /** "error", "print", "silent": the scenario spelling, MPICH's values. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The outcome for one call: the algorithm to run, and why the chosen one did not, when it did not. */
    public record Choice(CollectiveAlgorithm algorithm, Optional<String> fellBackBecause) {
    }

    /**
     * What runs {@code args} when {@code chosen} was asked for: {@code chosen} when it can; else,
     * unless this is {@code ERROR}, {@code auto}'s algorithm (MPICH's choice for the call).
     *
     * @throws IllegalArgumentException naming the algorithm and why it cannot run, when this is
     *     {@code ERROR} or MPICH's choice cannot run either ({@code auto} throws it when there is none)
     */
    public Choice choose(CollectiveAlgorithm chosen, CollArgs args, Supplier<CollectiveAlgorithm> auto) {
        Optional<String> why = AlgorithmRegistry.violation(chosen, args);
        if (why.isEmpty()) {
            return new Choice(chosen, Optional.empty());
        }
        if (this == ERROR) {
            throw new IllegalArgumentException(why.get());
        }
        CollectiveAlgorithm fallback;
        try {
            fallback = auto.get();
        } catch (IllegalArgumentException none) {
            throw new IllegalArgumentException(why.get() + ", and MPICH's choice cannot run either: " + none.getMessage());
        }
        Optional<String> autoWhy = AlgorithmRegistry.violation(fallback, args);
        if (autoWhy.isPresent()) {
            throw new IllegalArgumentException(why.get() + ", and MPICH's choice cannot run either: " + autoWhy.get());
        }
        return new Choice(fallback, why);
    }
}

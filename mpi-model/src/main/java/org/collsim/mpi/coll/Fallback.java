package org.collsim.mpi.coll;

import java.util.Locale;
import java.util.Optional;

/**
 * What happens when a chosen algorithm cannot run a call (a {@link Restriction} fails): MPICH's
 * {@code MPIR_CVAR_COLLECTIVE_FALLBACK}. {@code ERROR} (the default) refuses the call with the
 * algorithm and the reason; {@code PRINT} and {@code SILENT} run the collective's default
 * algorithm instead, {@code PRINT} with a warning. Never a silent switch unless asked for.
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
     * unless this is {@code ERROR}, the registry's default for the collective.
     *
     * @throws IllegalArgumentException naming the algorithm and why it cannot run, when this is
     *     {@code ERROR} or the default cannot run either
     */
    public Choice choose(CollectiveAlgorithm chosen, CollArgs args, AlgorithmRegistry registry) {
        Optional<String> why = AlgorithmRegistry.violation(chosen, args);
        if (why.isEmpty()) {
            return new Choice(chosen, Optional.empty());
        }
        if (this == ERROR) {
            throw new IllegalArgumentException(why.get());
        }
        CollectiveAlgorithm fallback = registry.defaultFor(chosen.collective())
                .orElseThrow(() -> new IllegalArgumentException(why.get() + ", and there is no default to fall back to"));
        Optional<String> defaultWhy = AlgorithmRegistry.violation(fallback, args);
        if (defaultWhy.isPresent()) {
            throw new IllegalArgumentException(why.get() + ", and the default cannot run either: " + defaultWhy.get());
        }
        return new Choice(fallback, why);
    }
}

package org.collsim.mpi.coll;

import java.util.Optional;

/**
 * A whole-number parameter of an algorithm (a tree's radix {@code k}, a pipeline's
 * {@code segment} size): its name in scenarios, default, allowed range and a one-line doc.
 */
public record Parameter(String name, long defaultValue, long min, long max, String doc) {
    public Parameter {
        if (min > defaultValue || defaultValue > max) {
            throw new IllegalArgumentException(name + ": default " + defaultValue + " outside " + min + ".." + max);
        }
    }

    /** Why {@code value} is not allowed ("k must be in 2..64, found 1"), or empty when it is. */
    public Optional<String> check(long value) {
        if (value < min || value > max) {
            return Optional.of(name + " must be in " + range() + ", found " + value);
        }
        return Optional.empty();
    }

    /** "2..64". */
    public String range() {
        return min + ".." + max;
    }
}

package org.collsim.mpi.coll;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A parameter of an algorithm: its name in scenarios, default, allowed range and a one-line doc.
 * Most are whole numbers (a tree's radix {@code k}, a pipeline's {@code segment} size); a
 * parameter with {@code valueNames} takes one of those names instead (a tree kind: "kary",
 * "knomial"), held as the name's index so every parameter value is a {@code long}.
 */
public record Parameter(String name, long defaultValue, long min, long max, String doc, List<String> valueNames) {
    public Parameter {
        valueNames = List.copyOf(valueNames);
        if (min > defaultValue || defaultValue > max) {
            throw new IllegalArgumentException(name + ": default " + defaultValue + " outside " + min + ".." + max);
        }
        if (!valueNames.isEmpty() && (min != 0 || max != valueNames.size() - 1)) {
            throw new IllegalArgumentException(name + ": named values are indexes 0.." + (valueNames.size() - 1));
        }
    }

    /** A whole-number parameter. */
    public Parameter(String name, long defaultValue, long min, long max, String doc) {
        this(name, defaultValue, min, max, doc, List.of());
    }

    /** A parameter that takes one of {@code valueNames}. */
    public static Parameter named(String name, List<String> valueNames, String defaultName, String doc) {
        return new Parameter(name, valueNames.indexOf(defaultName), 0, valueNames.size() - 1, doc, valueNames);
    }

    /** The value scenarios write for {@code text} ("4", or "knomial" for a named parameter), or empty. */
    public OptionalLong parse(String text) {
        if (!valueNames.isEmpty()) {
            int index = valueNames.indexOf(text);
            return index < 0 ? OptionalLong.empty() : OptionalLong.of(index);
        }
        try {
            return OptionalLong.of(Long.parseLong(text));
        } catch (NumberFormatException e) {
            return OptionalLong.empty();
        }
    }

    /** {@code value} as scenarios write it: the number, or its name. */
    public String format(long value) {
        return valueNames.isEmpty() ? Long.toString(value) : valueNames.get(Math.toIntExact(value));
    }

    /** Why {@code value} is not allowed ("k must be in 2..64, found 1"), or empty when it is. */
    public Optional<String> check(long value) {
        if (value < min || value > max) {
            return Optional.of(name + " must be in " + range() + ", found " + value);
        }
        return Optional.empty();
    }

    /** "2..64", or the names a named parameter takes: "kary|knomial". */
    public String range() {
        return valueNames.isEmpty() ? min + ".." + max : String.join("|", valueNames);
    }
}

package org.collsim.scenario.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Reads values with units at a {@link Cursor}: durations and per-byte costs (strings, parsed
 * exactly by {@link org.collsim.engine.Units}) and sizes in bytes (an integer or a string with a data unit).
 * Failures are recorded at the cursor's path with the parser's "expected ..., found ..." text.
 */
public final class UnitValues {
    private UnitValues() {
    }

    /** A duration or size at {@code c}; use {@link #value} for a per-byte cost. */
    public static OptionalLong read(Cursor c, ParamKind kind) {
        Optional<Object> v = value(c, kind);
        return v.isPresent() ? OptionalLong.of((Long) v.get()) : OptionalLong.empty();
    }

    /** A value of any kind at {@code c}, as {@link ParamKind#parse} makes it. */
    public static Optional<Object> value(Cursor c, ParamKind kind) {
        JsonNode node = c.node();
        if (kind == ParamKind.SIZE_BYTES && node != null && node.isNumber()) {
            OptionalLong bytes = c.integer("a size in bytes", 0, Long.MAX_VALUE);
            return bytes.isPresent() ? Optional.of(bytes.getAsLong()) : Optional.empty();
        }
        if (node == null || !node.isTextual()) {
            String found = JsonText.describe(node);
            c.fail(kind.expected(), node != null && node.isNumber() ? found + " (a number without a unit)" : found);
            return Optional.empty();
        }
        try {
            return Optional.of(kind.parse(node.textValue()));
        } catch (IllegalArgumentException e) {
            c.failWith(e.getMessage(), Problem.Kind.INVALID);
            return Optional.empty();
        }
    }
}

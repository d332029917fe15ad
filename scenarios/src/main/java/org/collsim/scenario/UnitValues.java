package org.collsim.scenario;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.OptionalLong;
import org.collsim.engine.Units;
import org.collsim.scenario.json.Cursor;
import org.collsim.scenario.json.JsonText;
import org.collsim.scenario.json.Problem;

/**
 * Reads values with units at a {@link Cursor}: durations and per-byte costs (strings, parsed
 * exactly by {@link Units}) and sizes in bytes (an integer or a string with a data unit).
 * Failures are recorded at the cursor's path with the parser's "expected ..., found ..." text.
 */
public final class UnitValues {
    private UnitValues() {
    }

    public static OptionalLong read(Cursor c, ParamKind kind) {
        JsonNode node = c.node();
        if (kind == ParamKind.SIZE_BYTES && node != null && node.isNumber()) {
            return c.integer("a size in bytes", 0, Long.MAX_VALUE);
        }
        if (node == null || !node.isTextual()) {
            String found = JsonText.describe(node);
            c.fail(kind.expected(), node != null && node.isNumber() ? found + " (a number without a unit)" : found);
            return OptionalLong.empty();
        }
        try {
            return OptionalLong.of(parse(node.textValue(), kind));
        } catch (IllegalArgumentException e) {
            c.failWith(e.getMessage(), Problem.Kind.INVALID);
            return OptionalLong.empty();
        }
    }

    private static long parse(String text, ParamKind kind) {
        return switch (kind) {
            case DURATION -> Units.parseDurationPs(text);
            case PER_BYTE -> Units.parsePerBytePs(text);
            case SIZE_BYTES -> org.collsim.engine.Units.parseSizeBytes(text);
        };
    }
}

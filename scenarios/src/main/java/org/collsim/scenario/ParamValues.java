package org.collsim.scenario;

import org.collsim.scenario.json.UnitValues;
import org.collsim.scenario.json.ParamKind;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.collsim.engine.PerByte;
import org.collsim.scenario.json.Cursor;

/**
 * Parsed parameters by JSON key, optional ones defaulted (see {@link ParamKind#parse}): of a
 * network model, a NIC, a wire-up.
 */
public record ParamValues(Map<String, Object> byKey) {
    /**
     * Reads the optional {@code params} of {@code object}, each present one with its kind's units
     * (problems reported at its path), each absent one as its default; empty if any was bad.
     */
    public static Optional<ParamValues> readOptional(Cursor object, List<ModelParam> params) {
        Map<String, Object> values = new HashMap<>();
        boolean ok = true;
        for (ModelParam p : params) {
            Cursor c = object.field(p.key());
            Optional<Object> value = c.isPresent() ? UnitValues.value(c, p.kind()) : Optional.of(p.defaultValue());
            ok &= value.isPresent();
            value.ifPresent(v -> values.put(p.key(), v));
        }
        return ok ? Optional.of(new ParamValues(values)) : Optional.empty();
    }

    /** A duration in picoseconds. */
    public long ps(String key) {
        return (Long) byKey.get(key);
    }

    /** A size in bytes. */
    public long bytes(String key) {
        return (Long) byKey.get(key);
    }

    public PerByte perByte(String key) {
        return (PerByte) byKey.get(key);
    }
}

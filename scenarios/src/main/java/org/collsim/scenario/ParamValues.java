package org.collsim.scenario;

import java.util.Map;
import org.collsim.engine.PerByte;

/** The parsed parameters of a network model by JSON key, optional ones defaulted (see {@link ParamKind#parse}). */
public record ParamValues(Map<String, Object> byKey) {
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

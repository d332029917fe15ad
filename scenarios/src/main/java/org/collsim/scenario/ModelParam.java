package org.collsim.scenario;

import org.collsim.scenario.json.ParamKind;

/**
 * One parameter of a network model: its JSON key (case-sensitive), kind, whether it is
 * required, the text of the value used when an optional one is absent, and what it means.
 */
public record ModelParam(String key, ParamKind kind, boolean required, String defaultText, String meaning) {
    public static ModelParam required(String key, ParamKind kind, String meaning) {
        return new ModelParam(key, kind, true, null, meaning);
    }

    public static ModelParam optional(String key, ParamKind kind, String defaultText, String meaning) {
        return new ModelParam(key, kind, false, defaultText, meaning);
    }

    /** The parsed default of an optional parameter (see {@link ParamKind#parse}). */
    public Object defaultValue() {
        return kind.parse(defaultText);
    }
}

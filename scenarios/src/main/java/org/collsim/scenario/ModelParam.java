package org.collsim.scenario;

/**
 * One parameter of a network model: its JSON key (case-sensitive), kind, whether it is
 * required, the value used when an optional one is absent, and what it means.
 */
public record ModelParam(String key, ParamKind kind, boolean required, long defaultValue, String meaning) {
    public static ModelParam required(String key, ParamKind kind, String meaning) {
        return new ModelParam(key, kind, true, 0, meaning);
    }

    public static ModelParam optional(String key, ParamKind kind, long defaultValue, String meaning) {
        return new ModelParam(key, kind, false, defaultValue, meaning);
    }
}

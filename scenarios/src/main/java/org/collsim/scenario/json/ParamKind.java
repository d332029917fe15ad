package org.collsim.scenario.json;

import org.collsim.engine.PerByte;
import org.collsim.engine.Units;

/** How a network-model parameter is written in JSON and shown back. */
public enum ParamKind {
    DURATION("duration", "a duration with a unit, such as \"2us\", \"800ns\" or \"1200ps\""),
    PER_BYTE("per-byte cost or bandwidth", "a per-byte cost such as \"1ns/B\" or a bandwidth such as \"10GB/s\""),
    SIZE_BYTES("size in bytes", Units.SIZE_EXPECTED);

    private final String label;
    private final String expected;

    ParamKind(String label, String expected) {
        this.label = label;
        this.expected = expected;
    }

    /** A short name of the kind for {@code collsim list} ("duration"). */
    public String label() {
        return label;
    }

    /** What a valid value looks like, for messages and {@code collsim list}. */
    public String expected() {
        return expected;
    }

    /**
     * A value of this kind from its text: a {@code Long} of picoseconds (duration) or bytes (size),
     * or a {@link PerByte}; {@link IllegalArgumentException} with "expected ..., found ..." if invalid.
     */
    public Object parse(String text) {
        return switch (this) {
            case DURATION -> Units.parseDurationPs(text);
            case PER_BYTE -> Units.parsePerByte(text);
            case SIZE_BYTES -> Units.parseSizeBytes(text);
        };
    }

    /** The canonical text of a parsed value ("2us", "500ps/B", "10ps/9B", "65536B"). */
    public String format(Object value) {
        return switch (this) {
            case DURATION -> Units.formatPs((Long) value);
            case PER_BYTE -> value.toString();
            case SIZE_BYTES -> value + "B";
        };
    }
}

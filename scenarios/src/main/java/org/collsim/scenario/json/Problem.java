package org.collsim.scenario.json;

/**
 * One problem in an input file: where ({@code $.machine.network.alpha}; empty when the file
 * as a whole is at fault) and what ("expected ..., found ..."). {@link Kind#UNAVAILABLE}
 * marks a name that is well-formed but unknown to this build's registries (an algorithm or
 * collective not implemented here).
 */
public record Problem(String path, String message, Kind kind) {
    /** What sort of problem this is. */
    public enum Kind { INVALID, UNAVAILABLE }

    public static Problem invalid(String path, String message) {
        return new Problem(path, message, Kind.INVALID);
    }

    /** One report line: {@code error: <source>: <path>: <message>}. */
    public String render(String source) {
        return "error: " + source + ": " + (path.isEmpty() ? "" : path + ": ") + message;
    }
}

package org.collsim.scenario;

import org.collsim.replay.ti.TiFiles;

/**
 * A scenario's {@code "trace"} workload: a SimGrid TI trace (as written, and resolved against the
 * scenario file's folder), read once when the scenario is loaded; it runs at its own rank count on
 * the scenario's machine under each layer stack, like the program workload.
 */
public record TraceSpec(String file, TiFiles.TiTrace trace) {
    public int ranks() {
        return trace.ranks();
    }
}

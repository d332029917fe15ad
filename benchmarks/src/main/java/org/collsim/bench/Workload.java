package org.collsim.bench;

import java.util.Optional;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;

/** A collective call to measure, named as on the command line: "barrier/dissemination". */
record Workload(Collective collective, String algorithm, long count) {
    /** Parses "collective/algorithm"; the count is in 1-byte elements (bytes per rank, OSU meaning). */
    static Workload parse(String spec, long count) {
        int slash = spec.indexOf('/');
        Collective c = slash < 0 ? null : Collective.fromId(spec.substring(0, slash));
        if (c == null) {
            throw new IllegalArgumentException("expected collective/algorithm, found \"" + spec + "\"");
        }
        return new Workload(c, spec.substring(slash + 1), count);
    }

    /** Parses a JMH parameter "collective/algorithm:bytes". */
    static Workload fromParam(String param) {
        int colon = param.lastIndexOf(':');
        if (colon < 0) {
            throw new IllegalArgumentException("expected collective/algorithm:bytes, found \"" + param + "\"");
        }
        return parse(param.substring(0, colon), Long.parseLong(param.substring(colon + 1)));
    }

    /** The algorithm from the built-in registry, or empty when this build does not have it. */
    Optional<CollectiveAlgorithm> lookup() {
        return AlgorithmRegistry.builtIn().find(collective, algorithm);
    }

    CollectiveAlgorithm require() {
        return lookup().orElseThrow(() -> new IllegalArgumentException("unknown " + collective.id()
                + " algorithm " + algorithm + "; valid: " + AlgorithmRegistry.builtIn().names(collective)));
    }

    CollArgs args(int ranks) {
        return CollArgs.of(ranks, count);
    }

    String label() {
        return collective.id() + "/" + algorithm;
    }
}

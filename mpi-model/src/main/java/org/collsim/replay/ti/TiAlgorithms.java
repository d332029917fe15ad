package org.collsim.replay.ti;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.collsim.engine.registry.Registry;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.Parameter;

/**
 * The algorithm a replay puts behind world's table for a collective, named as a scenario names one
 * in text: {@code "binomial"} or {@code "knomial:k=4,tree=kary"} (read once here for both
 * {@code collsim replay --algorithm} and a trace's {@code "algorithms"}).
 */
public final class TiAlgorithms {
    private TiAlgorithms() {
    }

    /** The algorithm chosen, or (when it is null) what was expected and what was found instead. */
    public record Choice(CollectiveAlgorithm algorithm, String expected, String found) {
    }

    /** {@code text} as an algorithm of {@code collective}, configured with its parameters. */
    public static Choice choose(AlgorithmRegistry registry, Collective collective, String text) {
        int colon = text.indexOf(':');
        String name = colon < 0 ? text : text.substring(0, colon);
        Registry<CollectiveAlgorithm> names = registry.of(collective);
        Optional<CollectiveAlgorithm> found = names.find(name);
        if (found.isEmpty()) {
            return new Choice(null, names.expected(), names.found(name));
        }
        if (colon < 0) {
            return new Choice(found.get(), null, null);
        }
        Map<String, Long> values = new LinkedHashMap<>();
        for (String pair : text.substring(colon + 1).split(",", -1)) {
            int eq = pair.indexOf('=');
            if (eq <= 0 || eq == pair.length() - 1) {
                return new Choice(null, "parameters as name=value, separated by commas (\"knomial:k=4\")", "\"" + text + "\"");
            }
            String parameter = pair.substring(0, eq);
            Parameter p = found.get().parameters().stream().filter(q -> q.name().equals(parameter)).findFirst().orElse(null);
            OptionalLong value = p == null ? OptionalLong.of(0) : p.parse(pair.substring(eq + 1)); // unknown: configure says so
            if (value.isEmpty()) {
                return new Choice(null, parameter + " as " + p.range(), "\"" + pair.substring(eq + 1) + "\"");
            }
            values.put(parameter, value.getAsLong());
        }
        AlgorithmRegistry.Configured configured = AlgorithmRegistry.configure(found.get(), values);
        return configured.algorithm() != null ? new Choice(configured.algorithm(), null, null)
                : new Choice(null, "parameters " + name + " takes", String.join("; ", configured.problems()));
    }
}

package org.collsim.mpi.layer.tuned;

import java.util.EnumMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The cut-offs the tuned layer uses (bytes, or a rank count), one per {@link Cutoff}, each
 * defaulting to the MPICH control variable it is named after; Thakur, Rabenseifner &amp; Gropp
 * (2005) derived them experimentally. A scenario may replace any of them. They fill the
 * {@code ${CUTOFF}} places of the layer's selection tree (tuned-cvars.json).
 */
public final class TunedThresholds {
    /** A cut-off: its scenario name, its MPICH control variable and default. */
    public enum Cutoff {
        BCAST_SHORT_MSG_SIZE("MPIR_CVAR_BCAST_SHORT_MSG_SIZE", 12288),
        BCAST_LONG_MSG_SIZE("MPIR_CVAR_BCAST_LONG_MSG_SIZE", 524288),
        BCAST_MIN_PROCS("MPIR_CVAR_BCAST_MIN_PROCS", 8),
        ALLREDUCE_SHORT_MSG_SIZE("MPIR_CVAR_ALLREDUCE_SHORT_MSG_SIZE", 2048),
        REDUCE_SHORT_MSG_SIZE("MPIR_CVAR_REDUCE_SHORT_MSG_SIZE", 2048),
        ALLGATHER_SHORT_MSG_SIZE("MPIR_CVAR_ALLGATHER_SHORT_MSG_SIZE", 81920),
        ALLGATHER_LONG_MSG_SIZE("MPIR_CVAR_ALLGATHER_LONG_MSG_SIZE", 524288),
        ALLTOALL_SHORT_MSG_SIZE("MPIR_CVAR_ALLTOALL_SHORT_MSG_SIZE", 256),
        ALLTOALL_MEDIUM_MSG_SIZE("MPIR_CVAR_ALLTOALL_MEDIUM_MSG_SIZE", 32768),
        REDSCAT_COMMUTATIVE_LONG_MSG_SIZE("MPIR_CVAR_REDSCAT_COMMUTATIVE_LONG_MSG_SIZE", 524288);

        private final String mpichName;
        private final long mpichDefault;

        Cutoff(String mpichName, long mpichDefault) {
            this.mpichName = mpichName;
            this.mpichDefault = mpichDefault;
        }

        /** The scenario's spelling ("bcast_short_msg_size"). */
        public String key() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }

        public String mpichName() {
            return mpichName;
        }

        static Cutoff fromKey(String key) {
            for (Cutoff c : values()) {
                if (c.key().equals(key)) {
                    return c;
                }
            }
            return null;
        }
    }

    /** Parameter names as scenarios spell them. */
    public static final Set<String> PARAMETERS = keys();

    private final Map<Cutoff, Long> values;

    private TunedThresholds(Map<Cutoff, Long> values) {
        this.values = values;
    }

    public static TunedThresholds mpichDefaults() {
        return from(Map.of());
    }

    /** The defaults with the given parameters (non-negative whole numbers) replacing some of them. */
    public static TunedThresholds from(Map<String, String> params) {
        Map<Cutoff, Long> v = new EnumMap<>(Cutoff.class);
        for (Cutoff c : Cutoff.values()) {
            v.put(c, c.mpichDefault);
        }
        for (Map.Entry<String, String> e : params.entrySet()) {
            Cutoff c = Cutoff.fromKey(e.getKey());
            if (c == null) {
                throw new IllegalArgumentException("tuned layer: unknown parameter \"" + e.getKey() + "\"; valid: " + PARAMETERS);
            }
            v.put(c, parse(e.getKey(), e.getValue()));
        }
        return new TunedThresholds(v);
    }

    private static long parse(String key, String text) {
        try {
            long value = Long.parseLong(text);
            if (value >= 0) {
                return value;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new IllegalArgumentException("tuned layer: parameter \"" + key
                + "\": expected a non-negative whole number, found \"" + text + "\"");
    }

    public long get(Cutoff c) {
        return values.get(c);
    }

    /** {@code template} with every {@code ${CUTOFF}} (a {@link Cutoff}'s constant name) replaced by its value. */
    String fill(String template) {
        String out = template;
        for (Map.Entry<Cutoff, Long> e : values.entrySet()) {
            out = out.replace("${" + e.getKey().name() + "}", Long.toString(e.getValue()));
        }
        return out;
    }

    private static Set<String> keys() {
        Set<String> out = new TreeSet<>();
        for (Cutoff c : Cutoff.values()) {
            out.add(c.key());
        }
        return java.util.Collections.unmodifiableSet(out);
    }
}

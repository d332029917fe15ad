package org.collsim.mpi.layer.tuned;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The message-size cut-offs the tuned layer uses, in bytes. Defaults are MPICH's control
 * variables (MPIR_CVAR_BCAST_SHORT_MSG_SIZE=12288, BCAST_LONG_MSG_SIZE=524288,
 * BCAST_MIN_PROCS=8, ALLREDUCE_SHORT_MSG_SIZE=2048, ALLGATHER_SHORT_MSG_SIZE=81920,
 * ALLGATHER_LONG_MSG_SIZE=524288, ALLTOALL_MEDIUM_MSG_SIZE=32768); Thakur, Rabenseifner &amp;
 * Gropp (2005) derived them experimentally.
 */
public record TunedThresholds(long bcastShort, long bcastLong, int bcastMinProcs, long allreduceShort,
                             long allgatherShort, long allgatherLong, long alltoallMedium) {
    public static TunedThresholds mpichDefaults() {
        return new TunedThresholds(12288, 524288, 8, 2048, 81920, 524288, 32768);
    }

    /** Parameter names as scenarios spell them. */
    public static final Set<String> PARAMETERS = Set.of("bcast_short_msg_size", "bcast_long_msg_size",
            "bcast_min_procs", "allreduce_short_msg_size", "allgather_short_msg_size", "allgather_long_msg_size",
            "alltoall_medium_msg_size");

    /** The defaults with the given parameters (whole numbers) replacing some of them. */
    public static TunedThresholds from(Map<String, String> params) {
        Map<String, Long> v = new LinkedHashMap<>();
        TunedThresholds d = mpichDefaults();
        v.put("bcast_short_msg_size", d.bcastShort);
        v.put("bcast_long_msg_size", d.bcastLong);
        v.put("bcast_min_procs", (long) d.bcastMinProcs);
        v.put("allreduce_short_msg_size", d.allreduceShort);
        v.put("allgather_short_msg_size", d.allgatherShort);
        v.put("allgather_long_msg_size", d.allgatherLong);
        v.put("alltoall_medium_msg_size", d.alltoallMedium);
        for (Map.Entry<String, String> e : params.entrySet()) {
            if (!v.containsKey(e.getKey())) {
                throw new IllegalArgumentException("tuned layer: unknown parameter \"" + e.getKey() + "\"; valid: " + v.keySet());
            }
            try {
                long value = Long.parseLong(e.getValue());
                if (value < 0) {
                    throw new NumberFormatException();
                }
                v.put(e.getKey(), value);
            } catch (NumberFormatException ex) {
                throw new IllegalArgumentException("tuned layer: parameter \"" + e.getKey()
                        + "\": expected a non-negative whole number, found \"" + e.getValue() + "\"");
            }
        }
        return new TunedThresholds(v.get("bcast_short_msg_size"), v.get("bcast_long_msg_size"),
                Math.toIntExact(v.get("bcast_min_procs")), v.get("allreduce_short_msg_size"),
                v.get("allgather_short_msg_size"), v.get("allgather_long_msg_size"), v.get("alltoall_medium_msg_size"));
    }
}

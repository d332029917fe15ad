package org.collsim.engine;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import org.apache.commons.math3.random.RandomGenerator;
import org.apache.commons.math3.random.Well19937c;

/**
 * Named random streams. Each stream's seed is derived from (scenario seed, replication, name),
 * so adding a new stream never shifts the numbers an existing one produces.
 */
public final class RandomStreams {
    private final long seed;
    private final int replication;
    private final Map<String, RandomGenerator> streams = new HashMap<>();

    public RandomStreams(long seed) {
        this(seed, 0);
    }

    public RandomStreams(long seed, int replication) {
        this.seed = seed;
        this.replication = replication;
    }

    public RandomGenerator stream(String name) {
        return streams.computeIfAbsent(name, n -> new Well19937c(deriveSeed(seed, replication, n)));
    }

    public long seed() {
        return seed;
    }

    public int replication() {
        return replication;
    }

    /**
     * The seed of sub-stream {@code index} of stream {@code name} (one per rank, say): a mix of
     * (scenario seed, replication, name, index), so that many small per-rank generators never
     * share a seed and none depends on how much another one drew.
     */
    public long seedOf(String name, long index) {
        return mix(deriveSeed(seed, replication, name) ^ mix(index ^ 0xD1B54A32D192ED03L));
    }

    /** A 64-bit mix (SplitMix64 finalizer) of the three inputs. */
    static long deriveSeed(long seed, int replication, String name) {
        long h = mix(seed ^ 0x9E3779B97F4A7C15L);
        h = mix(h ^ replication);
        for (byte b : name.getBytes(StandardCharsets.UTF_8)) {
            h = mix(h ^ (b & 0xFF));
        }
        return h;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}

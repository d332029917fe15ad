package org.collsim.engine.noise;

import org.apache.commons.math3.distribution.ExponentialDistribution;
import org.apache.commons.math3.distribution.RealDistribution;
import org.collsim.engine.RandomStreams;
import org.collsim.engine.Time;

/**
 * The detours of one run, drawn lazily per rank: each rank keeps its next detour (arrival,
 * duration) and its generator state, 24 bytes per rank. Rank r's detours come from
 * sub-stream r of the {@value NoiseModel#STREAM} stream, so they depend only on (seed,
 * replication, rank): never on the algorithm, the other ranks or other streams.
 * <p>The rule ({@link #stretch}): CPU work that starts at s and would end at e ends instead at
 * e plus the durations of every detour arriving in [s, e), where e grows as detours are added
 * (a detour arriving during another one still counts). A detour arriving while the CPU is
 * idle (before s) is absorbed and lost. Callers must ask in non-decreasing order of s per rank,
 * which holds because work starts no earlier than the CPU is free.
 */
public final class CpuNoise {
    private final long[] nextArrivalPs;
    private final long[] nextDurationPs;
    private final long[] state;
    private final SplitMixGenerator random = new SplitMixGenerator();
    private final RealDistribution durations;
    /** Exponential gaps for Poisson arrivals; null for periodic ones. */
    private final ExponentialDistribution gaps;
    private final long periodPs;

    CpuNoise(NoiseModel model, int ranks, RandomStreams streams) {
        nextArrivalPs = new long[ranks];
        nextDurationPs = new long[ranks];
        state = new long[ranks];
        durations = model.durations().create(random);
        boolean poisson = model.arrivals() == NoiseModel.Arrivals.POISSON;
        gaps = poisson ? new ExponentialDistribution(random, model.intervalPs().doubleValue()) : null;
        periodPs = poisson ? 0 : model.intervalPs().longValueExact();
        for (int r = 0; r < ranks; r++) {
            state[r] = streams.seedOf(NoiseModel.STREAM, r);
            draw(r, 0);
        }
    }

    /** When CPU work of rank {@code rank} over [startPs, endPs) really ends. */
    public long stretch(int rank, long startPs, long endPs) {
        long arrival = nextArrivalPs[rank];
        if (arrival >= endPs) {
            return endPs;
        }
        while (arrival < startPs) { // absorbed by idle time
            arrival = draw(rank, arrival);
        }
        long end = endPs;
        while (arrival < end) {
            end = Time.add(end, nextDurationPs[rank], "CPU work stretched by noise");
            arrival = draw(rank, arrival);
        }
        return end;
    }

    /** Draws the detour after the one at {@code afterPs} for {@code rank}; returns its arrival. */
    private long draw(int rank, long afterPs) {
        random.load(state[rank]);
        long gap = gaps == null ? periodPs : Math.round(gaps.sample());
        long duration = Math.max(0, Math.round(durations.sample()));
        state[rank] = random.state();
        long arrival = Time.addOrNever(afterPs, gap); // past the limit: never
        nextArrivalPs[rank] = arrival;
        nextDurationPs[rank] = duration;
        return arrival;
    }

    /** The next detour of {@code rank} not yet absorbed or counted (for tests). */
    public long nextArrivalPs(int rank) {
        return nextArrivalPs[rank];
    }
}

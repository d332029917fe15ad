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
 * which holds because work starts no earlier than the CPU is free. An idle gap costs at most
 * {@value #ABSORBED_DRAWS} draws however long it is ({@link #skipIdle}).
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
    /** Detours absorbed by one idle gap that are drawn one by one before the process jumps to the gap's end. */
    static final int ABSORBED_DRAWS = 16;

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
        arrival = skipIdle(rank, arrival, startPs);
        long end = endPs;
        while (arrival < end) {
            end = Time.add(end, nextDurationPs[rank], "CPU work stretched by noise");
            arrival = draw(rank, arrival);
        }
        return end;
    }

    /**
     * The first detour of {@code rank} arriving at or after {@code startPs}; those before it fall
     * in idle time and are absorbed. The first {@value #ABSORBED_DRAWS} are drawn one by one, as
     * they always were, so a short gap gives the same detours as before; past them the process
     * jumps to {@code startPs}, in O(1) however many detours the gap holds (1 MHz noise over
     * seconds of idle time is millions). Why the jump changes no distribution:
     * <ul>
     * <li>Poisson arrivals: the process restricted to [s, inf) is independent of the process
     * before s and is again a Poisson process of the same rate (independent increments; the
     * exponential gap is memoryless), so its first arrival is s + Exp(mean interval): one draw.
     * <li>Periodic arrivals are the multiples of the period: the first at or after s is computed.
     * <li>Durations are independent of the arrivals and of each other, and absorbed detours delay
     * nothing, so the skipped durations need not be drawn; the detour jumped to gets a fresh one.
     * </ul>
     * Only which draws feed which detour changes, so runs stay deterministic per seed.
     */
    private long skipIdle(int rank, long arrival, long startPs) {
        for (int absorbed = 0; arrival < startPs; absorbed++) {
            if (absorbed == ABSORBED_DRAWS) {
                return gaps != null ? draw(rank, startPs) : draw(rank, lastPeriodBefore(arrival, startPs));
            }
            arrival = draw(rank, arrival);
        }
        return arrival;
    }

    /** The last periodic arrival before {@code startPs}, counting on from {@code arrivalPs} (itself before it). */
    private long lastPeriodBefore(long arrivalPs, long startPs) {
        return arrivalPs + (startPs - arrivalPs - 1) / periodPs * periodPs;
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

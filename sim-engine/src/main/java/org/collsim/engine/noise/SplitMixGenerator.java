package org.collsim.engine.noise;

import org.apache.commons.math3.random.BitsStreamGenerator;

/**
 * SplitMix64 (Steele, Lea &amp; Flood 2014) as a commons-math3 generator whose whole state is
 * one {@code long}, so that one generator serves every rank: {@link #load} a rank's state,
 * sample, {@link #state()} to store it back. A rank's numbers then depend only on its seed,
 * never on how much other ranks drew, at 8 bytes per rank (a Well19937c per rank would take
 * 2.5 KB). Loading also drops the cached second Gaussian of {@link #nextGaussian()}, which
 * would otherwise leak from one rank to the next.
 */
final class SplitMixGenerator extends BitsStreamGenerator {
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;
    private long state;

    void load(long newState) {
        state = newState;
        clear();
    }

    long state() {
        return state;
    }

    @Override
    public void setSeed(int seed) {
        load(seed);
    }

    @Override
    public void setSeed(int[] seed) {
        long s = 0;
        for (int v : seed) {
            s = s * 31 + v;
        }
        load(s);
    }

    @Override
    public void setSeed(long seed) {
        load(seed);
    }

    @Override
    protected int next(int bits) {
        return (int) (nextLong() >>> (64 - bits));
    }

    @Override
    public long nextLong() {
        long z = (state += GOLDEN_GAMMA);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    @Override
    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }
}

package org.collsim.mpi.coll;

import java.math.BigInteger;
import java.util.Arrays;
import org.collsim.engine.RandomStreams;

/**
 * How a "v" collective's total splits into per-rank counts (a scenario's {@code "counts"}):
 * uniform, a linear skew, lognormal random weights from a seed, or an explicit list. Weighted
 * splits are exact: rank r's block ends at floor(total * (w0 + .. + wr) / (w0 + .. + w(p-1))), so
 * the counts add up to the total and follow the weights within one element.
 */
public sealed interface CountsSpec {
    /** The counts of {@code totalElements} over {@code ranks} ranks. */
    Counts resolve(long totalElements, int ranks);

    /**
     * How a record or a message names it: "uniform", "linear:8", "lognormal:1.0:seed=7", "[100, 0, 600, 8]",
     * "[[0, 4], [8, 0]]".
     */
    String label();

    /** As even as possible ({@link BlockPartition}). */
    record Uniform() implements CountsSpec {
        @Override
        public Counts resolve(long totalElements, int ranks) {
            return Counts.uniform(totalElements, ranks);
        }

        @Override
        public String label() {
            return "uniform";
        }
    }

    /** Weights growing linearly with the rank, the last rank {@code ratio} times the first. */
    record LinearSkew(long ratio) implements CountsSpec {
        @Override
        public Counts resolve(long totalElements, int ranks) {
            BigInteger[] weights = new BigInteger[ranks];
            for (int r = 0; r < ranks; r++) { // (p-1) + (ratio-1) r: rank 0 weighs p-1, rank p-1 weighs ratio (p-1)
                weights[r] = BigInteger.valueOf(Math.max(ranks - 1, 1))
                        .add(BigInteger.valueOf(ratio - 1).multiply(BigInteger.valueOf(r)));
            }
            return proportional(totalElements, weights);
        }

        @Override
        public String label() {
            return "linear:" + ratio;
        }
    }

    /**
     * Weights exp(sigma Z) with Z standard normal from stream "counts" of {@code seed}, quantized to
     * millionths so that the split is exact integer arithmetic.
     */
    record Lognormal(double sigma, long seed) implements CountsSpec {
        @Override
        public Counts resolve(long totalElements, int ranks) {
            var random = new RandomStreams(seed).stream("counts");
            BigInteger[] weights = new BigInteger[ranks];
            for (int r = 0; r < ranks; r++) {
                weights[r] = BigInteger.valueOf(Math.max(1, Math.round(Math.exp(sigma * random.nextGaussian()) * 1e6)));
            }
            return proportional(totalElements, weights);
        }

        @Override
        public String label() {
            return "lognormal:" + sigma + ":seed=" + seed;
        }
    }

    /** Exactly these counts; the total must be theirs and the rank count their number. */
    record Explicit(long[] elements) implements CountsSpec {
        public Explicit {
            elements = elements.clone();
        }

        @Override
        public Counts resolve(long totalElements, int ranks) {
            Counts counts = Counts.of(elements);
            if (counts.ranks() != ranks || counts.total() != totalElements) {
                throw new IllegalArgumentException("the counts list " + counts + " is for " + counts.ranks()
                        + " ranks and " + counts.total() + " elements, not " + ranks + " and " + totalElements);
            }
            return counts;
        }

        /** The list itself, so that two lists never share a label. */
        @Override
        public String label() {
            return Arrays.toString(elements);
        }
    }

    /**
     * An alltoallv's matrix of counts ({@link Counts#matrix}), built once and shared by every rank
     * and call that resolves it; the total must be the sum of its entries.
     */
    record Matrix(Counts counts) implements CountsSpec {
        public Matrix {
            if (!counts.isMatrix()) {
                throw new IllegalArgumentException("not a count matrix: " + counts);
            }
        }

        public static Matrix of(long[][] elements) {
            return new Matrix(Counts.matrix(elements));
        }

        @Override
        public Counts resolve(long totalElements, int ranks) {
            if (counts.ranks() != ranks || counts.total() != totalElements) {
                throw new IllegalArgumentException("the count matrix " + counts + " is for " + counts.ranks()
                        + " ranks and " + counts.total() + " elements, not " + ranks + " and " + totalElements);
            }
            return counts;
        }

        /** Its rows up to 8 ranks; past that its size, total and a digest of its entries, so that two matrices rarely share a label. */
        @Override
        public String label() {
            return counts.ranks() <= 8 ? counts.toString() : counts + " (digest " + digest() + ")";
        }

        private String digest() {
            long h = 1125899906842597L;
            for (int src = 0; src < counts.ranks(); src++) {
                for (int dst = 0; dst < counts.ranks(); dst++) {
                    h = 31 * h + counts.block(src, dst);
                }
            }
            return String.format("%016x", h);
        }
    }

    /** The split of {@code total} in proportion to positive {@code weights}, exactly. */
    private static Counts proportional(long total, BigInteger[] weights) {
        BigInteger sum = BigInteger.ZERO;
        for (BigInteger w : weights) {
            sum = sum.add(w);
        }
        long[] counts = new long[weights.length];
        BigInteger prefix = BigInteger.ZERO;
        long end = 0;
        for (int r = 0; r < weights.length; r++) {
            prefix = prefix.add(weights[r]);
            long next = BigInteger.valueOf(total).multiply(prefix).divide(sum).longValueExact();
            counts[r] = next - end;
            end = next;
        }
        return Counts.of(counts);
    }
}

package org.collsim.mpi.coll.tree;

import java.util.Arrays;
import org.collsim.mpi.coll.Parameter;

/**
 * A rooted tree over ranks 0..p-1 relative to the root (the root is 0), with radix k, as MPICH's
 * treealgo builds it ({@code src/mpi/coll/algorithms/treealgo/treeutil.c}). Children come in
 * the order MPICH lists them, which is the order algorithms send to them.
 */
public enum TreeShape {
    /** {@code MPII_Treeutil_tree_kary_init}: parent (r-1)/k, children r*k+1 .. r*k+k. */
    KARY("kary") {
        @Override
        public int parent(int relative, int p, int k) {
            return relative == 0 ? -1 : (relative - 1) / k;
        }

        @Override
        public int[] children(int relative, int p, int k) {
            long first = (long) relative * k + 1;
            int count = (int) Math.max(0, Math.min(k, p - first));
            int[] out = new int[count];
            for (int i = 0; i < count; i++) {
                out[i] = (int) (first + i);
            }
            return out;
        }
    },
    /**
     * {@code MPII_Treeutil_tree_knomial_1_init}: subtrees are contiguous rank ranges; the root's
     * children are 1, 1 + k^(s-1), 1 + 2k^(s-1), ... (k-1 per level, largest subtrees first),
     * where s is the number of base-k digits of p-1.
     */
    KNOMIAL("knomial") {
        @Override
        public int parent(int relative, int p, int k) {
            return walk(relative, p, k)[0];
        }

        @Override
        public int[] children(int relative, int p, int k) {
            int levels = digits(p, k);
            int[] out = new int[(k - 1) * levels];
            int count = 0;
            long child = relative + 1L;
            for (int level = walk(relative, p, k)[1]; level < levels; level++) {
                long size = power(k, levels - level - 1);
                for (int d = 1; d < k; d++, child += size) {
                    if (child < p) {
                        out[count++] = (int) child;
                    }
                }
            }
            return Arrays.copyOf(out, count);
        }

        /**
         * {parent, level}: from the root, descends into the child subtree (a contiguous range of
         * k^(levels-level-1) ranks) that holds {@code relative}, until it is reached.
         */
        private int[] walk(int relative, int p, int k) {
            int levels = digits(p, k);
            int parent = -1;
            long current = 0;
            long next = 1; // first rank of the next child subtree of the current node
            int level = 0;
            for (; current != relative; level++) {
                long size = power(k, levels - level - 1);
                for (int d = 1; d < k; d++, next += size) {
                    if (relative >= next && relative < next + size) {
                        parent = (int) current;
                        current = next;
                        next = current + 1;
                        break;
                    }
                }
            }
            return new int[] {parent, level};
        }
    };

    private final String id;

    TreeShape(String id) {
        this.id = id;
    }

    /** The "tree" parameter of the tree algorithms: kary or knomial, defaulting to {@code byDefault}. */
    public static Parameter parameter(TreeShape byDefault) {
        return Parameter.named("tree", Arrays.stream(values()).map(TreeShape::id).toList(), byDefault.id(),
                "tree kind: k-ary or k-nomial (MPICH's knomial_1)");
    }

    /** The shape a value of {@link #parameter} names. */
    public static TreeShape of(long value) {
        return values()[Math.toIntExact(value)];
    }

    /** The name scenarios use ("kary", "knomial"). */
    public String id() {
        return id;
    }

    /** The parent of {@code relative} in a tree of p ranks, or -1 for the root. */
    public abstract int parent(int relative, int p, int k);

    /** The children of {@code relative}, in the order they are sent to. */
    public abstract int[] children(int relative, int p, int k);

    /** Number of base-k digits of p-1 (0 for p = 1): the levels below the root of a k-nomial tree. */
    static int digits(int p, int k) {
        int levels = 0;
        for (long rest = p - 1; rest > 0; rest /= k) {
            levels++;
        }
        return levels;
    }

    static long power(int k, int exponent) {
        long out = 1;
        for (int i = 0; i < exponent; i++) {
            out *= k;
        }
        return out;
    }
}

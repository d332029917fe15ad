package org.collsim.mpi.coll;

/** A condition an algorithm needs; checked in one place, and never silently replaced by another algorithm. */
public enum Restriction {
    POWER_OF_TWO_RANKS("a power-of-two number of ranks") {
        @Override
        public boolean holds(CollArgs args) {
            return Integer.bitCount(args.ranks()) == 1;
        }
    },
    COUNT_AT_LEAST_RANKS("at least one element per rank (count >= ranks)") {
        @Override
        public boolean holds(CollArgs args) {
            return args.count() >= args.ranks();
        }
    },
    EVEN_RANKS("an even number of ranks") {
        @Override
        public boolean holds(CollArgs args) {
            return args.ranks() % 2 == 0;
        }
    },
    /** Every rank's block the same size (MPICH's block-regular reduce_scatter). */
    EQUAL_BLOCKS("equal blocks (equal counts: a count divisible by the number of ranks when uniform)") {
        @Override
        public boolean holds(CollArgs args) {
            return args.counts().equal();
        }
    },
    /** The algorithm combines partial results out of rank order (MPICH's is_commutative checks). */
    COMMUTATIVE_OP_ONLY("a commutative reduction operation") {
        @Override
        public boolean holds(CollArgs args) {
            return args.op().commutative();
        }
    };

    private final String needs;

    Restriction(String needs) {
        this.needs = needs;
    }

    /** What the algorithm needs, phrased to follow "needs ". */
    public String needs() {
        return needs;
    }

    public abstract boolean holds(CollArgs args);
}

package org.collsim.replay.goal;

/** What the {@link GoalParser} finds, in file order; ranks come in order 0, 1, ..., numRanks - 1. */
interface GoalSink {
    /** Any source or any tag in a receive (LogGOPSim's -1). */
    int ANY = -1;

    void numRanks(int ranks);

    void beginRank(int rank);

    /** A send (peer = destination), receive (peer = source or ANY) or calc (peer, tag 0); returns its index in the rank. */
    int operation(OpKind kind, long size, int peer, int tag, int cpu, int nic);

    /** {@code operation} starts after {@code dependency} completes ({@code irequires}: after it starts). */
    void dependency(int operation, int dependency, boolean onStart);

    void endRank(int rank);
}

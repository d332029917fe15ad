package org.collsim.mpi.wireup;

/**
 * What a wire-up mode costs a job.
 *
 * @param initPs                  end of {@code MPI_Init}, the last rank's
 * @param totalPs                 end of the first messages of the pattern (every card looked up), the last rank's
 * @param pmMessages              messages between proxies (the tree, and direct lookups), init and lookups
 * @param pmBytes                 their bytes
 * @param kvsEntriesPerProcess    cards a process holds at the end (its own and its peers'), the most of any rank
 * @param kvsBytesPerProcess      ... in bytes
 * @param kvsEntriesPerProxy      cards a proxy holds, the most of any proxy
 * @param firstMessagePenaltyPs   the lookup a first message to a peer on another node pays, uncontended, the worst node's
 */
public record WireupResult(WireupMode mode, Pattern pattern, long ranks, int nodes, long initPs, long totalPs,
                           long pmMessages, long pmBytes, long kvsEntriesPerProcess, long kvsBytesPerProcess,
                           long kvsEntriesPerProxy, long firstMessagePenaltyPs) {
}

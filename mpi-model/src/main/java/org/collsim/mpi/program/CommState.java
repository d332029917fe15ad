package org.collsim.mpi.program;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.collsim.mpi.MpiErrorClass;
import org.collsim.mpi.MpiException;
import org.collsim.mpi.comm.Communicator;

/**
 * A program's view of one communicator, shared by its members: the name it was made with,
 * each member's collective sequence number, the collectives some members have called and
 * others not yet (to check that calls match), and which members freed it.
 * <p>Point-to-point traffic uses context {@code 2 * contextId}, collectives
 * {@code 2 * contextId + 1} with the sequence number as the tag, so a message of one
 * collective never matches a receive of another, nor a user receive.
 */
final class CommState {
    /** The n-th collective on this communicator, while some members have not called it yet. */
    static final class Arrival {
        final long sequence;
        final CollSignature first;
        int arrived;
        /** For split: each member's color and key; the new communicators per member rank (dup, create: one). */
        int[] colors;
        int[] keys;
        CommState[] result;
        /** For create: the group the first member gave (the others must give the same). */
        CommCreateCall.Range group;
        /** For win_create: the window, made by the first member to call. */
        WindowCalls.Window window;

        Arrival(long sequence, CollSignature first) {
            this.sequence = sequence;
            this.first = first;
        }
    }

    private final Communicator comm;
    private final String name;
    private final String madeAt;
    private final int[] worldRanks;
    private final long[] nextSequence;
    private final Map<Long, Arrival> open = new HashMap<>();
    private final boolean[] freedBy;
    private int freedCount;

    CommState(Communicator comm, String name, String madeAt) {
        this.comm = comm;
        this.name = name;
        this.madeAt = madeAt;
        this.worldRanks = comm.group().toWorldRanksOrNull();
        this.nextSequence = new long[comm.size()];
        this.freedBy = new boolean[comm.size()];
    }

    Communicator comm() {
        return comm;
    }

    String name() {
        return name;
    }

    String madeAt() {
        return madeAt;
    }

    int size() {
        return comm.size();
    }

    /** Communicator rank to world rank; null means identity. */
    int[] worldRanks() {
        return worldRanks;
    }

    int worldRank(int commRank) {
        return comm.group().worldRank(commRank);
    }

    int rankOf(int worldRank) {
        return comm.group().rankOf(worldRank);
    }

    int p2pContext() {
        return Math.multiplyExact(2, comm.contextId());
    }

    int collectiveContext() {
        return p2pContext() + 1;
    }

    /**
     * Member {@code commRank} calls its next collective: checks it against the first caller of
     * that sequence number and returns the shared arrival record.
     */
    Arrival join(int commRank, CollSignature signature) {
        long sequence = nextSequence[commRank]++;
        Arrival a = open.get(sequence);
        if (a == null) {
            a = new Arrival(sequence, signature);
            open.put(sequence, a);
        } else {
            a.first.checkMatches(signature, sequence, name);
        }
        if (++a.arrived == comm.size()) {
            open.remove(sequence);
        }
        return a;
    }

    boolean allArrived(Arrival a) {
        return a.arrived == comm.size();
    }

    /** World ranks of the members that have not called collective #{@code sequence} yet. */
    List<Integer> notArrived(long sequence) {
        List<Integer> out = new ArrayList<>();
        for (int r = 0; r < nextSequence.length; r++) {
            if (nextSequence[r] <= sequence) {
                out.add(worldRank(r));
            }
        }
        return out;
    }

    /** Member {@code commRank} frees it; returns true when it was the last member to do so. */
    boolean free(int worldRank, String call) {
        int commRank = rankOf(worldRank);
        if (freedBy[commRank]) {
            throw new MpiException(MpiErrorClass.MPI_ERR_COMM, worldRank, call, "communicator " + name + " freed twice");
        }
        freedBy[commRank] = true;
        return ++freedCount == comm.size();
    }

    /** World ranks of the members that did not free it. */
    List<Integer> notFreedBy() {
        List<Integer> out = new ArrayList<>();
        for (int r = 0; r < freedBy.length; r++) {
            if (!freedBy[r]) {
                out.add(worldRank(r));
            }
        }
        return out;
    }

    boolean freedByAll() {
        return freedCount == comm.size();
    }
}

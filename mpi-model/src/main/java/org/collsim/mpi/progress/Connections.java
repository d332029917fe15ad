package org.collsim.mpi.progress;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.collsim.engine.Simulation;

/**
 * Which peers' cards each rank holds. A send to a peer whose card the rank lacks starts a
 * lookup; it and every later send to that peer wait for the card and then start in the order
 * they were made, so messages between a pair never overtake. A rank holds its own card.
 */
final class Connections {
    private final Simulation sim;
    private final CardLookup lookup;
    private final int ranks;
    /** The peers whose cards each rank holds (made on the rank's first send). */
    private final BitSet[] known;
    /** Sends waiting for a lookup, by rank * ranks + peer. */
    private final Map<Long, List<Runnable>> waiting = new HashMap<>();

    Connections(Simulation sim, CardLookup lookup, int ranks) {
        this.sim = sim;
        this.lookup = lookup;
        this.ranks = ranks;
        this.known = new BitSet[ranks];
    }

    /** Runs {@code send} now when {@code rank} holds {@code peer}'s card, else once the card has arrived. */
    void whenKnown(int rank, int peer, Runnable send) {
        if (rank == peer || knownBy(rank).get(peer)) {
            send.run();
            return;
        }
        long key = (long) rank * ranks + peer;
        List<Runnable> queued = waiting.get(key);
        if (queued != null) {
            queued.add(send);
            return;
        }
        queued = new ArrayList<>();
        queued.add(send);
        waiting.put(key, queued);
        lookup.fetch(rank, peer, sim.nowPs(), now -> {
            knownBy(rank).set(peer);
            waiting.remove(key).forEach(Runnable::run);
        });
    }

    private BitSet knownBy(int rank) {
        BitSet b = known[rank];
        if (b == null) {
            b = new BitSet();
            known[rank] = b;
        }
        return b;
    }
}

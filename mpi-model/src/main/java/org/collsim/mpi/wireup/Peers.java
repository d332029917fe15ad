package org.collsim.mpi.wireup;

import org.collsim.engine.Time;

import java.util.Set;
import java.util.TreeSet;

/**
 * Whom the ranks of each node contact first, by {@link Pattern}: how many of a rank's peers
 * live on its own node and how many elsewhere, and which distinct cards from elsewhere a node
 * needs. A rank looks its peers up one after the other (the lookups of one rank do not overlap).
 */
final class Peers {
    private final WireupParams p;
    private final Pattern pattern;

    private static final String LOOKUPS = "lookup time";

    Peers(WireupParams p, Pattern pattern) {
        this.p = p;
        this.pattern = pattern;
    }

    /** The longest lookup phase of a rank of node {@code i}: its on-node and off-node peers, one after the other. */
    long worstLookupPs(int node, long localPs, long offNodePs) {
        return switch (pattern) {
            case NONE -> 0;
            case ALLTOALL -> Time.add(Time.multiply(p.ranksOn(node) - 1, localPs, LOOKUPS),
                    Time.multiply(p.ranks() - p.ranksOn(node), offNodePs, LOOKUPS), LOOKUPS);
            case HALO -> {
                long worst = 0;
                for (long r : haloRanksToCheck(node)) {
                    long t = 0;
                    for (long q : haloPeers(r)) {
                        t = Time.add(t, nodeOf(q) == node ? localPs : offNodePs, LOOKUPS);
                    }
                    worst = Math.max(worst, t);
                }
                yield worst;
            }
        };
    }

    /** Distinct cards held on other nodes that node {@code i}'s ranks need. */
    long offNodeKeys(int node) {
        return switch (pattern) {
            case NONE -> 0;
            case ALLTOALL -> p.ranks() - p.ranksOn(node);
            case HALO -> {
                Set<Long> keys = new TreeSet<>();
                for (long r : haloRanksToCheck(node)) {
                    haloPeers(r).stream().filter(q -> nodeOf(q) != node).forEach(keys::add);
                }
                yield keys.size();
            }
        };
    }

    /** The most peers any rank contacts. */
    long mostPeers() {
        return switch (pattern) {
            case NONE -> 0;
            case ALLTOALL -> p.ranks() - 1;
            case HALO -> Math.min(2, p.ranks() - 1);
        };
    }

    private long nodeOf(long rank) {
        return rank / p.ranksPerNode();
    }

    /** The ranks of a node whose halo peers can differ: its first and last (the others have both on the node). */
    private Set<Long> haloRanksToCheck(int node) {
        long first = node * p.ranksPerNode();
        Set<Long> out = new TreeSet<>(Set.of(first, first + p.ranksOn(node) - 1));
        if (p.ranksOn(node) > 2) {
            out.add(first + 1);
        }
        return out;
    }

    /** Ranks r - 1 and r + 1 (mod R), without r itself. */
    private Set<Long> haloPeers(long r) {
        Set<Long> out = new TreeSet<>();
        long n = p.ranks();
        out.add(Math.floorMod(r - 1, n));
        out.add(Math.floorMod(r + 1, n));
        out.remove(r);
        return out;
    }
}

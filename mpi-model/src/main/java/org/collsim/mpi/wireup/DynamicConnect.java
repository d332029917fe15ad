package org.collsim.mpi.wireup;

import org.collsim.engine.Time;

/**
 * Two process groups of {@code ranksA} and {@code ranksB} ranks (a spawn, or connect/accept
 * between two jobs), each with its own proxy tree of the same parameters, that must reach each
 * other's cards.
 * <p>The KVS cache work-around of "Changes to CH3 and ADI3": one process per group reads its
 * whole space from its proxy (one local get per card), sends it to the other group's leader
 * (one message of R * card bytes between proxies' networks), and each leader broadcasts what it
 * got to its group along a binomial tree (ceil(log2 R) rounds of L + R_other * card * beta);
 * every process then holds the other group's R_other cards. The shared name space (what PMI-2
 * partly provides): the leaders exchange a port name (one hop each way) and broadcast it
 * (ceil(log2 R) rounds of an empty message); nothing is cached, and a first message to the other
 * group pays a PMI-2 get up to its own root and one hop to the other group's root and back.
 */
public final class DynamicConnect {
    /**
     * @param connectPs              until every process of both groups can send to the other group
     * @param cacheEntriesPerProcess cards of the other group each process holds (the larger group's view)
     * @param cacheBytesPerProcess   ... in bytes
     * @param remoteLookupPs         a first message to the other group, uncontended (0: the card is in the cache)
     */
    public record Result(boolean kvsCache, long connectPs, long cacheEntriesPerProcess, long cacheBytesPerProcess,
                         long remoteLookupPs) {
    }

    private static final String CONNECT = "connect time";

    private DynamicConnect() {
    }

    public static Result run(WireupParams p, long ranksA, long ranksB, boolean kvsCache) {
        WireupParams a = p.withRanks(ranksA);
        WireupParams b = p.withRanks(ranksB);
        if (kvsCache) {
            long atA = leaderHasOtherPs(a, b);
            long atB = leaderHasOtherPs(b, a);
            long connect = Math.max(Time.add(atA, broadcastPs(a, ranksB), CONNECT), Time.add(atB, broadcastPs(b, ranksA), CONNECT));
            long entries = Math.max(ranksA, ranksB);
            return new Result(true, connect, entries, Math.multiplyExact(entries, p.cardBytes()), 0);
        }
        long portExchange = Costs.hopPs(p, 0);
        long connect = Time.add(portExchange, Math.max(broadcastPs(a, 0), broadcastPs(b, 0)), CONNECT);
        int worstDepth = Math.max(new ProxyTree(a).depth(a.nodes() - 1), new ProxyTree(b).depth(b.nodes() - 1));
        long acrossPs = Time.add(Costs.hopPs(p, 0), Costs.hopPs(p, p.cardBytes()), "remote lookup");
        long lookup = Time.add(Costs.treeGetPs(p, worstDepth), acrossPs, "remote lookup");
        return new Result(false, connect, 0, 0, lookup);
    }

    /** When {@code self}'s leader holds the other group's space: the other leader reads it and sends it over. */
    private static long leaderHasOtherPs(WireupParams self, WireupParams other) {
        long extract = Time.multiply(other.ranks(), Costs.localGetPs(other), CONNECT);
        return Time.add(extract, Costs.hopPs(other, Math.multiplyExact(other.ranks(), other.cardBytes())), CONNECT);
    }

    /** A binomial broadcast of {@code otherRanks} cards over the group's processes. */
    private static long broadcastPs(WireupParams group, long otherRanks) {
        int rounds = 64 - Long.numberOfLeadingZeros(group.ranks() - 1);
        long message = Time.add(group.pmLatencyPs(), group.bytesPs(Math.multiplyExact(otherRanks, group.cardBytes())), CONNECT);
        return Time.multiply(rounds, message, CONNECT);
    }
}

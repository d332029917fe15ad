package org.collsim.mpi.wireup;

import org.collsim.engine.Time;

/**
 * MPI_Init and the first messages of a pattern, for one wire-up mode, node by node.
 * <p>Each rank's requests to its proxy arrive {@code localLatency + card * perByte} after the
 * start and the proxy serves its ranks back to back, {@code proxyRequest} per message it
 * receives or answers: put and its answer, then PMI-1 fence-in (3 per rank); put, job
 * attributes and their answers, then fence-in for PMI-2 (5); put and job attributes with their
 * answers for direct modex (4). PMI-1 and PMI-2 then gather the cards up the tree to the root
 * and release the fence down it (PMI-1 with the whole space, R * card bytes, PMI-2 empty);
 * each proxy then releases its ranks (one message each). Direct modex has no fence. See
 * docs/WIREUP.md for the lookups.
 */
public final class WireupModel {
    private static final String INIT = "MPI_Init time";
    private final WireupParams p;
    private final ProxyTree tree;

    public WireupModel(WireupParams p) {
        this.p = p;
        this.tree = new ProxyTree(p);
    }

    public WireupResult run(WireupMode mode, Pattern pattern) {
        int nodes = tree.nodes();
        long[] initEnd = initEndPs(mode);
        Traffic traffic = initTraffic(mode);
        Peers peers = new Peers(p, pattern);
        long total = 0;
        long init = 0;
        long perProxy = mode == WireupMode.DIRECT ? 0 : p.ranks();
        long penalty = 0;
        for (int i = 0; i < nodes; i++) {
            long offPs = offNodeGetPs(mode, i);
            long lookup = peers.worstLookupPs(i, Costs.localGetPs(p), offPs);
            init = Math.max(init, initEnd[i]);
            total = Math.max(total, Time.add(initEnd[i], lookup, INIT));
            penalty = Math.max(penalty, nodes > 1 ? offPs : Costs.localGetPs(p));
            long keys = peers.offNodeKeys(i);
            traffic = traffic.plus(lookupTraffic(mode, i, keys));
            if (mode == WireupMode.DIRECT || (mode == WireupMode.PMI2 && i > 0)) {
                perProxy = Math.max(perProxy, p.ranksOn(i) + keys);
            }
        }
        long entries = 1 + peers.mostPeers();
        return new WireupResult(mode, pattern, p.ranks(), nodes, init, total, traffic.messages(), traffic.bytes(),
                entries, Math.multiplyExact(entries, p.cardBytes()), perProxy, penalty);
    }

    /** Messages and bytes between proxies. */
    private record Traffic(long messages, long bytes) {
        Traffic plus(Traffic o) {
            return new Traffic(Math.addExact(messages, o.messages), Math.addExact(bytes, o.bytes));
        }
    }

    /** When each node's ranks have left MPI_Init. */
    long[] initEndPs(WireupMode mode) {
        int nodes = tree.nodes();
        long perRank = switch (mode) {
            case PMI1 -> 3;
            case PMI2 -> 5;
            case DIRECT -> 4;
        };
        long[] ready = new long[nodes];
        for (int i = 0; i < nodes; i++) {
            ready[i] = Time.add(Time.add(p.localLatencyPs(), p.bytesPs(p.cardBytes()), INIT),
                    Time.multiply(perRank * p.ranksOn(i), p.proxyRequestPs(), INIT), INIT);
        }
        if (mode == WireupMode.DIRECT) {
            for (int i = 0; i < nodes; i++) {
                ready[i] = Time.add(ready[i], p.localLatencyPs(), INIT);
            }
            return ready;
        }
        long[] up = tree.gatherUp(ready);
        long[] sent = new long[nodes];
        tree.scatterDown(up[0], releaseBytes(mode), sent);
        long[] end = new long[nodes];
        for (int i = 0; i < nodes; i++) {
            end[i] = Time.add(Time.add(sent[i], Time.multiply(p.ranksOn(i), p.proxyRequestPs(), INIT), INIT), p.localLatencyPs(), INIT);
        }
        return end;
    }

    /** What the fence release carries down the tree: PMI-1 the whole space, PMI-2 nothing. */
    private long releaseBytes(WireupMode mode) {
        return mode == WireupMode.PMI1 ? Math.multiplyExact(p.ranks(), p.cardBytes()) : 0;
    }

    private Traffic initTraffic(WireupMode mode) {
        if (mode == WireupMode.DIRECT) {
            return new Traffic(0, 0);
        }
        long upBytes = 0;
        for (int j = 1; j < tree.nodes(); j++) {
            upBytes = Math.addExact(upBytes, Math.multiplyExact(tree.subtreeRanks(j), p.cardBytes()));
        }
        long edges = tree.nodes() - 1;
        return new Traffic(2 * edges, Math.addExact(upBytes, Math.multiplyExact(edges, releaseBytes(mode))));
    }

    /** A first message's lookup of a card held on another node, from node {@code i}. */
    private long offNodeGetPs(WireupMode mode, int i) {
        return switch (mode) {
            case PMI1 -> Costs.localGetPs(p);
            case PMI2 -> Costs.treeGetPs(p, tree.depth(i));
            case DIRECT -> Costs.directGetPs(p);
        };
    }

    /** Proxy-to-proxy traffic of node {@code i}'s lookups of {@code keys} cards held elsewhere (each fetched once per node). */
    private Traffic lookupTraffic(WireupMode mode, int i, long keys) {
        return switch (mode) {
            case PMI1 -> new Traffic(0, 0);
            case PMI2 -> {
                long depth = tree.depth(i);
                yield new Traffic(Math.multiplyExact(2 * depth, keys), Math.multiplyExact(depth * keys, p.cardBytes()));
            }
            case DIRECT -> new Traffic(2 * keys, Math.multiplyExact(keys, p.cardBytes()));
        };
    }
}

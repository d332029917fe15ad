package org.collsim.mpi.wireup;

import org.collsim.engine.Time;

/**
 * The message costs of the process manager, written once. A proxy spends
 * {@code proxyRequestPs} on every message it sends or receives; a message of b bytes between
 * proxies takes {@code pmPerByte} per byte at the sender and {@code pmLatencyPs} on the way; a
 * message between a rank and its own proxy takes {@code localLatencyPs} instead.
 */
final class Costs {
    private static final String SEND = "proxy send";
    private static final String LOCAL = "local get";
    private static final String TREE = "tree get";

    private Costs() {
    }

    /** A proxy that starts sending b bytes at {@code startPs} is free again at the returned time. */
    static long sendEndPs(WireupParams p, long startPs, long bytes) {
        return Time.add(Time.add(startPs, p.proxyRequestPs(), SEND), p.bytesPs(bytes), SEND);
    }

    /** When a message of b bytes sent from a proxy at {@code startPs} reaches the next proxy (before it is handled). */
    static long hopArrivalPs(WireupParams p, long startPs, long bytes) {
        return Time.add(sendEndPs(p, startPs, bytes), p.pmLatencyPs(), "hop arrival");
    }

    /** One hop between proxies, sender and receiver handling included: 2h + b beta + L. */
    static long hopPs(WireupParams p, long bytes) {
        return Time.add(hopArrivalPs(p, 0, bytes), p.proxyRequestPs(), "hop");
    }

    /** A rank's get answered by its own proxy: request l + h, answer h + c beta + l. */
    static long localGetPs(WireupParams p) {
        long roundTripPs = Time.multiply(2, Time.add(p.localLatencyPs(), p.proxyRequestPs(), LOCAL), LOCAL);
        return Time.add(roundTripPs, p.bytesPs(p.cardBytes()), LOCAL);
    }

    /** PMI-2 get that misses at a proxy {@code depth} hops below the root: up empty, down with the card. */
    static long treeGetPs(WireupParams p, int depth) {
        return Time.add(localGetPs(p), Time.multiply(depth, Time.add(hopPs(p, 0), hopPs(p, p.cardBytes()), TREE), TREE), TREE);
    }

    /** Direct modex: the local proxy asks the peer's proxy, one hop each way. */
    static long directGetPs(WireupParams p) {
        return Time.add(localGetPs(p), Time.add(hopPs(p, 0), hopPs(p, p.cardBytes()), "direct lookup"), "direct lookup");
    }
}

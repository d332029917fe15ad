package org.collsim.mpi.wireup;

/**
 * The message costs of the process manager, written once. A proxy spends
 * {@code proxyRequestPs} on every message it sends or receives; a message of b bytes between
 * proxies takes {@code b * pmPsPerByte} at the sender and {@code pmLatencyPs} on the way; a
 * message between a rank and its own proxy takes {@code localLatencyPs} instead.
 */
final class Costs {
    private Costs() {
    }

    /** A proxy that starts sending b bytes at {@code startPs} is free again at the returned time. */
    static long sendEndPs(WireupParams p, long startPs, long bytes) {
        return startPs + p.proxyRequestPs() + Math.multiplyExact(bytes, p.pmPsPerByte());
    }

    /** When a message of b bytes sent from a proxy at {@code startPs} reaches the next proxy (before it is handled). */
    static long hopArrivalPs(WireupParams p, long startPs, long bytes) {
        return sendEndPs(p, startPs, bytes) + p.pmLatencyPs();
    }

    /** One hop between proxies, sender and receiver handling included: 2h + b beta + L. */
    static long hopPs(WireupParams p, long bytes) {
        return hopArrivalPs(p, 0, bytes) + p.proxyRequestPs();
    }

    /** A rank's get answered by its own proxy: request l + h, answer h + c beta + l. */
    static long localGetPs(WireupParams p) {
        return 2 * p.localLatencyPs() + 2 * p.proxyRequestPs() + Math.multiplyExact(p.cardBytes(), p.pmPsPerByte());
    }

    /** PMI-2 get that misses at a proxy {@code depth} hops below the root: up empty, down with the card. */
    static long treeGetPs(WireupParams p, int depth) {
        return localGetPs(p) + Math.multiplyExact(depth, hopPs(p, 0) + hopPs(p, p.cardBytes()));
    }

    /** Direct modex: the local proxy asks the peer's proxy, one hop each way. */
    static long directGetPs(WireupParams p) {
        return localGetPs(p) + hopPs(p, 0) + hopPs(p, p.cardBytes());
    }
}

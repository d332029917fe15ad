package org.collsim.mpi.wireup;

import org.collsim.engine.PerByte;

/**
 * The process manager and its costs. Node i hosts ranks i * ranksPerNode ... (blocks); proxy 0
 * is the root of the tree (mpiexec's end), proxy i's children are fanOut * i + 1 ... fanOut * i + fanOut.
 *
 * @param ranks          ranks of the job
 * @param ranksPerNode   ranks per node (one proxy per node)
 * @param fanOut         children per proxy in the tree (at least 1)
 * @param proxyRequestPs a proxy's CPU time per message it receives or sends
 * @param pmLatencyPs    latency of a message between two proxies (the process manager's network)
 * @param pmPerByte      per byte of such a message, and of a local one
 * @param localLatencyPs latency of a message between a rank and its own proxy (a local socket)
 * @param cardBytes      one business card in the key-value space (key and value)
 */
public record WireupParams(long ranks, long ranksPerNode, long fanOut, long proxyRequestPs, long pmLatencyPs,
                           PerByte pmPerByte, long localLatencyPs, long cardBytes) {
    public WireupParams {
        if (ranks < 1 || ranksPerNode < 1 || fanOut < 1) {
            throw new IllegalArgumentException("ranks, ranks_per_node and fan_out must be at least 1");
        }
        if (proxyRequestPs < 0 || pmLatencyPs < 0 || pmPerByte == null || localLatencyPs < 0 || cardBytes < 0) {
            throw new IllegalArgumentException("wire-up costs must not be negative");
        }
        if ((ranks + ranksPerNode - 1) / ranksPerNode > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("too many nodes");
        }
    }

    /** The time {@code bytes} take on a process-manager link. */
    long bytesPs(long bytes) {
        return pmPerByte.timePs(bytes);
    }

    /** Nodes (and proxies). */
    public int nodes() {
        return (int) ((ranks + ranksPerNode - 1) / ranksPerNode);
    }

    /** Ranks on node {@code i} (the last node may hold fewer). */
    long ranksOn(int node) {
        return Math.min(ranksPerNode, ranks - node * ranksPerNode);
    }

    /** The same process manager for a job of {@code newRanks} ranks, {@code newRanksPerNode} on each node. */
    public WireupParams forJob(long newRanks, long newRanksPerNode) {
        return new WireupParams(newRanks, newRanksPerNode, fanOut, proxyRequestPs, pmLatencyPs, pmPerByte,
                localLatencyPs, cardBytes);
    }

    /** The same process manager for a job of {@code newRanks} ranks. */
    public WireupParams withRanks(long newRanks) {
        return new WireupParams(newRanks, ranksPerNode, fanOut, proxyRequestPs, pmLatencyPs, pmPerByte,
                localLatencyPs, cardBytes);
    }
}

package org.collsim.mpi.wireup;

import org.collsim.engine.Event;
import org.collsim.engine.Simulation;
import org.collsim.engine.Time;
import org.collsim.mpi.progress.CardLookup;

/**
 * The process manager on the event engine, beside a program. MPI_Init ends node by node as
 * {@link WireupModel} computes it (nothing else runs then); afterwards every card lookup is a
 * chain of PMI messages through the proxies, each an event: a proxy serves the messages that
 * reach it one at a time in order of arrival, {@code 2 proxy_request} per message it receives
 * and passes on (plus {@code card x pm_per_byte} once the message carries the card), so
 * lookups that meet at a proxy wait for each other. Uncontended, a lookup costs exactly
 * {@link Costs#localGetPs}, {@link Costs#treeGetPs} or {@link Costs#directGetPs}.
 */
public final class ProxyLookups implements CardLookup {
    private static final String LOOKUP = "card lookup";
    private final Simulation sim;
    private final WireupMode mode;
    private final WireupParams p;
    private final ProxyTree tree;
    private final long[] initEndPs;
    /** When each proxy has served every message that reached it so far. */
    private final long[] proxyFreePs;

    /** The process manager of a job of {@code p.ranks()} ranks, {@code p.ranksPerNode()} per node (in blocks). */
    public ProxyLookups(Simulation sim, WireupMode mode, WireupParams p) {
        this.sim = sim;
        this.mode = mode;
        this.p = p;
        this.tree = new ProxyTree(p);
        this.initEndPs = new WireupModel(p).initEndPs(mode);
        this.proxyFreePs = new long[initEndPs.length];
        for (int i = 0; i < initEndPs.length; i++) {
            proxyFreePs[i] = initEndPs[i] - p.localLatencyPs(); // the proxy's last act: releasing its ranks
        }
    }

    /** When {@code rank} leaves MPI_Init. */
    public long initEndPs(int rank) {
        return initEndPs[nodeOf(rank)];
    }

    @Override
    public void fetch(int rank, int peer, long nowPs, Event arrived) {
        int node = nodeOf(rank);
        int[] path = path(node, nodeOf(peer));
        int holder = mode == WireupMode.DIRECT && path.length > 1 ? 1 : path.length / 2; // the proxy that has the card
        arrive(path, holder, 0, Time.add(nowPs, p.localLatencyPs(), LOOKUP), arrived);
    }

    /**
     * The proxies a lookup visits: the rank's own, then (a card from another node) the peer's
     * and back under direct modex, or up the tree to the root and back down under PMI-2.
     * PMI-1's proxies hold every card after the fence.
     */
    private int[] path(int node, int peerNode) {
        if (node == peerNode || mode == WireupMode.PMI1) {
            return new int[] {node};
        }
        if (mode == WireupMode.DIRECT) {
            return new int[] {node, peerNode, node};
        }
        int depth = tree.depth(node);
        int[] path = new int[2 * depth + 1];
        int j = node;
        for (int i = 0; i <= depth; i++) {
            path[i] = j;
            path[path.length - 1 - i] = j;
            j = i < depth ? tree.parent(j) : j;
        }
        return path;
    }

    /** The lookup's message reaches {@code path[step]} at {@code atPs}; it is served after what reached the proxy before. */
    private void arrive(int[] path, int holder, int step, long atPs, Event arrived) {
        sim.schedule(atPs, now -> {
            int proxy = path[step];
            long servePs = Time.multiply(2, p.proxyRequestPs(), LOOKUP);
            if (step >= holder) {
                servePs = Time.add(servePs, p.bytesPs(p.cardBytes()), LOOKUP);
            }
            proxyFreePs[proxy] = Time.add(Math.max(now, proxyFreePs[proxy]), servePs, LOOKUP);
            if (step + 1 == path.length) {
                sim.schedule(Time.add(proxyFreePs[proxy], p.localLatencyPs(), LOOKUP), arrived);
            } else {
                arrive(path, holder, step + 1, Time.add(proxyFreePs[proxy], p.pmLatencyPs(), LOOKUP), arrived);
            }
        });
    }

    private int nodeOf(int rank) {
        return (int) (rank / p.ranksPerNode());
    }
}

package org.collsim.topo;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * A torus (k-ary n-cube) with wrap-around links, a direct network: every node is its own router,
 * so there are no switch vertices. Node ids are mixed-radix coordinates, dimension 0 fastest:
 * node = x0 + d0*(x1 + d1*(x2 + ...)). A dimension of size 2 has one link per pair (not two),
 * a dimension of size 1 none. Hops are computed arithmetically (minimal dimension-order routing
 * is a shortest path): the sum over dimensions of min(|xa-xb|, size-|xa-xb|).
 */
public final class TorusTopology implements Topology {
    private final int[] dims;
    private final int nodeCount;

    /** @param dims the size of each dimension (at least one dimension, each size at least 1) */
    public TorusTopology(int... dims) {
        if (dims.length == 0) {
            throw new IllegalArgumentException("torus dims must name at least one dimension, found []");
        }
        long nodes = 1;
        for (int i = 0; i < dims.length; i++) {
            if (dims[i] < 1) {
                throw new IllegalArgumentException("torus dims[" + i + "] must be at least 1, found " + dims[i]);
            }
            nodes *= dims[i];
            if (nodes > MAX_NODES) {
                throw new IllegalArgumentException("torus " + format(dims) + " has more than " + MAX_NODES + " nodes");
            }
        }
        this.dims = dims.clone();
        this.nodeCount = (int) nodes;
    }

    public int[] dims() {
        return dims.clone();
    }

    @Override
    public int nodeCount() {
        return nodeCount;
    }

    @Override
    public int vertexCount() {
        return nodeCount;
    }

    @Override
    public long edgeCount() {
        long edges = 0;
        for (int d : dims) {
            edges += (long) nodeCount / d * linksAround(d);
        }
        return edges;
    }

    /** Links in one ring of size {@code d}: d for d >= 3, 1 for d = 2, 0 for d = 1. */
    private static int linksAround(int d) {
        return d >= 3 ? d : d - 1;
    }

    @Override
    public int hops(int nodeA, int nodeB) {
        int a = nodeA;
        int b = nodeB;
        int hops = 0;
        for (int d : dims) {
            int diff = Math.abs(a % d - b % d);
            hops += Math.min(diff, d - diff);
            a /= d;
            b /= d;
        }
        return hops;
    }

    @Override
    public int diameterHops() {
        int sum = 0;
        for (int d : dims) {
            sum += d / 2;
        }
        return sum;
    }

    @Override
    public void generateEdges(EdgeSink sink) {
        int stride = 1;
        for (int d : dims) {
            for (int node = 0; node < nodeCount; node++) {
                int x = node / stride % d;
                boolean ring = d >= 3 || (d == 2 && x == 0);
                if (ring) {
                    int next = (x + 1) % d;
                    sink.edge(node, node + (next - x) * stride);
                }
            }
            stride *= d;
        }
    }

    @Override
    public String describe() {
        return "torus " + format(dims) + " (" + nodeCount + " nodes)";
    }

    private static String format(int[] dims) {
        return Arrays.stream(dims).mapToObj(Integer::toString).collect(Collectors.joining("x"));
    }
}

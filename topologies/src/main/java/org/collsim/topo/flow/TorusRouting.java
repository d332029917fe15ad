package org.collsim.topo.flow;

/**
 * Dimension-order routing on a torus: dimension 0 first, then 1, and so on; in each dimension the
 * shorter way around, the positive direction on a tie (half-way around, or a dimension of size 2).
 * The link leaving node n in dimension i towards + is id {@code 2(n*dims + i)}, towards - the next id.
 * Route lengths equal {@link org.collsim.topo.TorusTopology#hops}.
 */
final class TorusRouting implements Routing {
    private final int[] dims;
    private final int nodeCount;

    TorusRouting(int[] dims) {
        this.dims = dims.clone();
        int nodes = 1;
        for (int d : dims) {
            nodes *= d;
        }
        this.nodeCount = nodes;
    }

    @Override
    public int linkCount() {
        return Math.multiplyExact(2 * dims.length, nodeCount);
    }

    @Override
    public int maxRouteLinks() {
        int sum = 0;
        for (int d : dims) {
            sum += d / 2;
        }
        return sum;
    }

    @Override
    public int route(int srcNode, int dstNode, int[] out) {
        int length = 0;
        int node = srcNode;
        int stride = 1;
        for (int i = 0; i < dims.length; i++) {
            int d = dims[i];
            int from = node / stride % d;
            int ahead = Math.floorMod(dstNode / stride % d - from, d);
            boolean positive = ahead <= d - ahead;
            int steps = positive ? ahead : d - ahead;
            for (int s = 0; s < steps; s++) {
                int x = node / stride % d;
                out[length++] = 2 * (node * dims.length + i) + (positive ? 0 : 1);
                int next = Math.floorMod(x + (positive ? 1 : -1), d);
                node += (next - x) * stride;
            }
            stride *= d;
        }
        return length;
    }

    @Override
    public int linkFrom(int link) {
        return link / 2 / dims.length;
    }

    @Override
    public int linkTo(int link) {
        int node = linkFrom(link);
        int dimension = link / 2 % dims.length;
        int stride = 1;
        for (int i = 0; i < dimension; i++) {
            stride *= dims[i];
        }
        int d = dims[dimension];
        int x = node / stride % d;
        int next = Math.floorMod(x + (link % 2 == 0 ? 1 : -1), d);
        return node + (next - x) * stride;
    }
}

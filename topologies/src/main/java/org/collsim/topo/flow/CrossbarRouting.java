package org.collsim.topo.flow;

/**
 * Routes on a {@link org.collsim.topo.CrossbarTopology} of n nodes: node s to the switch (link
 * {@code 2s}), the switch to node d (link {@code 2d + 1}); one node to itself crosses no link.
 */
final class CrossbarRouting implements Routing {
    private final int nodeCount;

    CrossbarRouting(int nodeCount) {
        this.nodeCount = nodeCount;
    }

    @Override
    public int linkCount() {
        return Math.multiplyExact(2, nodeCount);
    }

    @Override
    public int maxRouteLinks() {
        return 2;
    }

    @Override
    public int route(int srcNode, int dstNode, int[] out) {
        if (srcNode == dstNode) {
            return 0;
        }
        out[0] = 2 * srcNode;
        out[1] = 2 * dstNode + 1;
        return 2;
    }

    @Override
    public int linkFrom(int link) {
        return link % 2 == 0 ? link / 2 : nodeCount;
    }

    @Override
    public int linkTo(int link) {
        return link % 2 == 0 ? nodeCount : link / 2;
    }
}

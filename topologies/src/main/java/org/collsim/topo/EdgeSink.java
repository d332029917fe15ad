package org.collsim.topo;

/** Receives the edges of a machine graph, each exactly once, as pairs of vertex ids. */
@FunctionalInterface
public interface EdgeSink {
    void edge(int u, int v);
}

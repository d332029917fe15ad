package org.collsim.topo;

import java.util.Arrays;
import java.util.function.Consumer;

/**
 * An undirected graph as compressed sparse rows: the neighbours of vertex v are
 * {@code targets[offsets[v] .. offsets[v+1]-1]}. Built in two passes over a generator's edges
 * (count, then fill), O(vertices + edges), for hot-path algorithms such as BFS; each neighbour
 * entry also holds its edge's emission index (parallel edges are kept apart).
 */
public final class CsrGraph {
    private final int[] offsets;
    private final int[] targets;
    /** The index of each neighbour's edge, in the generator's emission order (parallel to targets). */
    private final int[] edges;

    private CsrGraph(int[] offsets, int[] targets, int[] edges) {
        this.offsets = offsets;
        this.targets = targets;
        this.edges = edges;
    }

    /** The graph of {@code vertexCount} vertices whose edges {@code generator} emits (each once). */
    public static CsrGraph of(int vertexCount, Consumer<EdgeSink> generator) {
        int[] degree = new int[vertexCount + 1];
        generator.accept((u, v) -> {
            degree[u + 1]++;
            degree[v + 1]++;
        });
        int[] offsets = new int[vertexCount + 1];
        for (int v = 0; v < vertexCount; v++) {
            offsets[v + 1] = offsets[v] + degree[v + 1];
        }
        int[] fill = Arrays.copyOf(offsets, vertexCount);
        int[] targets = new int[offsets[vertexCount]];
        int[] edges = new int[offsets[vertexCount]];
        int[] edge = {0};
        generator.accept((u, v) -> {
            edges[fill[u]] = edge[0];
            targets[fill[u]++] = v;
            edges[fill[v]] = edge[0]++;
            targets[fill[v]++] = u;
        });
        return new CsrGraph(offsets, targets, edges);
    }

    public int vertexCount() {
        return offsets.length - 1;
    }

    public int degree(int v) {
        return offsets[v + 1] - offsets[v];
    }

    /** The {@code i}-th neighbour of {@code v} ({@code i < degree(v)}), in the order the generator emitted their edges. */
    public int neighbour(int v, int i) {
        return targets[offsets[v] + i];
    }

    /** The emission index of the edge to {@link #neighbour}{@code (v, i)}. */
    public int edge(int v, int i) {
        return edges[offsets[v] + i];
    }

    /** Breadth-first search from {@code source}: {@code distance[v]} in links, -1 where unreachable. */
    public void bfs(int source, int[] distance, int[] queue) {
        Arrays.fill(distance, -1);
        distance[source] = 0;
        queue[0] = source;
        int head = 0;
        int tail = 1;
        while (head < tail) {
            int v = queue[head++];
            for (int i = offsets[v]; i < offsets[v + 1]; i++) {
                int w = targets[i];
                if (distance[w] < 0) {
                    distance[w] = distance[v] + 1;
                    queue[tail++] = w;
                }
            }
        }
    }
}

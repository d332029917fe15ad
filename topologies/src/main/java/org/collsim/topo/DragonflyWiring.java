package org.collsim.topo;

import java.util.Arrays;

/**
 * Where a dragonfly's global links go, for {@code g} groups of {@code a} routers with {@code h}
 * global ports each: group port {@code t} (0 .. a*h-1) is port {@code t mod h} of the group's router
 * {@code t / h}. With {@code P = a*h}, {@code q = P div (g-1)}, {@code r = P mod (g-1)} and
 * {@code e = 2 floor(r/2)}:
 * <ul>
 * <li><b>How many links a pair of groups has</b>: q, and one more between groups at most e/2 apart round
 * the ring of groups (each group's e "extra" partners, a circulant, so the count is symmetric). So every pair
 * has floor or ceil of P/(g-1) links; when r is odd one port of each group stays unwired.</li>
 * <li><b>Which ports</b>: rounds of g-1 ports, each listing the group's g-1 other groups in index order,
 * starting from its first extra partner (the group e/2 below it, round the ring), or from group 0 when there
 * are none: port {@code c(g-1) + s} leads to the s-th group of that list, for q full rounds, and the e ports
 * after them (a last, partial round) to the extra partners. So a pair's links sit g-1 ports apart, on
 * different routers when g-1 >= h. With the default g = P+1 this is the balanced dragonfly's wiring: one
 * link per pair, port t to the t-th other group.</li>
 * <li><b>Which routers a pair's links join</b>: never two links between the same two routers (the
 * topology stays a simple graph): the lower group's routers, in order, each join as many routers of
 * the other group as they hold links of the pair, those with the most links left (ties: the lower
 * router), a greedy choice that finds such a cabling whenever one exists (the bipartite Havel-Hakimi
 * step, as in Gale and Ryser's theorem); each router's ports to the pair, in port order, go to the
 * routers it joins in router order.</li>
 * </ul>
 */
final class DragonflyWiring {
    private final int a;
    private final int h;
    private final int groups;
    private final int portsPerGroup;
    private final int rounds;
    private final int extras;

    DragonflyWiring(int routersPerGroup, int globalLinksPerRouter, int groups) {
        this.a = routersPerGroup;
        this.h = globalLinksPerRouter;
        this.groups = groups;
        this.portsPerGroup = a * h;
        this.rounds = portsPerGroup / (groups - 1);
        this.extras = portsPerGroup % (groups - 1) / 2 * 2;
    }

    /** Links between two different groups: q or q+1. */
    int links(int group, int toGroup) {
        return rounds + (slot(group, toGroup) < extras ? 1 : 0);
    }

    /** The group port (0 .. a*h-1) of {@code group}'s {@code j}-th link to {@code toGroup}, in port order. */
    int port(int group, int toGroup, int j) {
        return j * (groups - 1) + slot(group, toGroup);
    }

    /** The place of {@code toGroup} in each of {@code group}'s rounds. */
    private int slot(int group, int toGroup) {
        int index = toGroup < group ? toGroup : toGroup - 1; // among the groups other than group
        int first = extras == 0 ? 0 : group - extras / 2;
        return Math.floorMod(index - first, groups - 1);
    }

    /**
     * The router each global port leads to: entry {@code group * a*h + t} for group port t, -1 for an
     * unwired port. Throws when a pair's links cannot avoid joining two routers twice.
     */
    int[] targets() {
        int[] target = new int[groups * portsPerGroup];
        Arrays.fill(target, -1);
        for (int g1 = 0; g1 < groups; g1++) {
            for (int g2 = g1 + 1; g2 < groups; g2++) {
                cable(g1, g2, target);
            }
        }
        return target;
    }

    /** The links of one pair of groups, as the class comment says. */
    private void cable(int g1, int g2, int[] target) {
        int m = links(g1, g2);
        Side left = new Side(g1, g2, m);
        Side right = new Side(g2, g1, m);
        int[] residual = new int[right.start.length - 1];
        for (int run = 0; run < residual.length; run++) {
            residual[run] = right.start[run + 1] - right.start[run];
        }
        int[] chosen = new int[m]; // for each link of g1, in port order: the run of g2 it joins
        for (int i = 0; i + 1 < left.start.length; i++) {
            int[] candidates = byMostFirst(residual);
            int from = left.start[i];
            int length = left.start[i + 1] - from;
            if (candidates.length < length) {
                throw new IllegalArgumentException("cannot cable the " + m + " global links between groups " + g1 + " and " + g2
                        + " without joining two routers twice");
            }
            for (int c = 0; c < length; c++) {
                residual[candidates[c]]--;
                chosen[from + c] = candidates[c];
            }
            Arrays.sort(chosen, from, from + length);
        }
        int[] used = new int[right.start.length - 1];
        for (int j = 0; j < m; j++) {
            int run = chosen[j];
            int p1 = left.ports[j];
            int p2 = right.ports[right.start[run] + used[run]++];
            target[g1 * portsPerGroup + p1] = g2 * a + p2 / h;
            target[g2 * portsPerGroup + p2] = g1 * a + p1 / h;
        }
    }

    /** Run indexes with a positive count, most first, ties by lower index. */
    private static int[] byMostFirst(int[] count) {
        long[] keys = new long[count.length];
        int n = 0;
        for (int i = 0; i < count.length; i++) {
            if (count[i] > 0) {
                keys[n++] = (long) -count[i] << 32 | i;
            }
        }
        Arrays.sort(keys, 0, n);
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = (int) keys[i];
        }
        return order;
    }

    /**
     * One group's links to another, in port order, cut into runs of one router each (ports ascend, so
     * routers do too): run i holds {@code ports[start[i] .. start[i+1]-1]}.
     */
    private final class Side {
        final int[] ports;
        final int[] start;

        Side(int group, int toGroup, int m) {
            ports = new int[m];
            int[] starts = new int[m + 1];
            int runs = 0;
            for (int j = 0; j < m; j++) {
                ports[j] = port(group, toGroup, j);
                if (j == 0 || ports[j] / h != ports[j - 1] / h) {
                    starts[runs++] = j;
                }
            }
            starts[runs] = m;
            start = Arrays.copyOf(starts, runs + 1);
        }
    }
}

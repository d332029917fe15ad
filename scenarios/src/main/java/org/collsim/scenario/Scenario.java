package org.collsim.scenario;

import java.util.ArrayList;
import java.util.List;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.scenario.program.ProgramSpec;

/**
 * A validated scenario. {@code description} is empty when the file has none. It has a
 * {@code benchmark}, a {@code program} or both; the one it lacks is null.
 */
public record Scenario(String name, String description, long seed, NetworkSpec network, Benchmark benchmark,
                       ProgramSpec program) {
    /** A benchmark-only scenario. */
    public Scenario(String name, String description, long seed, NetworkSpec network, Benchmark benchmark) {
        this(name, description, seed, network, benchmark, null);
    }

    /**
     * Every point of the sweep, in scenario order: collective, algorithm, ranks, bytes. A
     * barrier moves no data, so it has one point per rank count, with 0 bytes.
     */
    public List<Point> points() {
        List<Point> out = new ArrayList<>();
        if (benchmark == null) {
            return out;
        }
        Benchmark b = benchmark;
        for (Selection s : b.selections()) {
            for (CollectiveAlgorithm a : s.algorithms()) {
                for (int ri = 0; ri < b.ranks().size(); ri++) {
                    addSizes(out, a, ri);
                }
            }
        }
        return out;
    }

    private void addSizes(List<Point> out, CollectiveAlgorithm a, int ranksIndex) {
        Benchmark b = benchmark;
        int ranks = b.ranks().get(ranksIndex);
        if (a.collective() == Collective.BARRIER) {
            out.add(new Point(a, ranks, 0, ranksIndex, -1, b.datatype(), b.root()));
            return;
        }
        for (int bi = 0; bi < b.sizesBytes().size(); bi++) {
            out.add(new Point(a, ranks, b.sizesBytes().get(bi), ranksIndex, bi, b.datatype(), b.root()));
        }
    }
}

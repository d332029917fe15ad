package org.collsim.scenario;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.error.CollsimException;
import org.collsim.mpi.run.CallPlan;

/**
 * Points that would repeat the same run, run once: within a sweep variant, points of one
 * collective, layer stack, rank count and size whose requests build the same schedules (a
 * layer such as {@code tuned} that ignores the request, a selector that picks one algorithm for
 * several requests) become one point that stands for all their requests, at the first one's
 * place. Without layers what runs is the request (or the selector's choice), or the algorithm it
 * hands the call to ({@link CollectiveAlgorithm#runs}: ring_segmented below p segments); under layers it is
 * what {@link CallPlan} says serves the call, which names everything the request can reach.
 */
final class RepeatedRuns {
    private RepeatedRuns() {
    }

    /** A place in the sweep: what varies besides the request. */
    private record Cell(Collective collective, LayerStack stack, int ranks, long sizeBytes) {
        static Cell of(Point p) {
            return new Cell(p.collective(), p.stack(), p.ranks(), p.sizeBytes());
        }

        // written out: a record's own equals and hashCode bootstrap method handles on first use, a
        // good part of validate's start-up (docs/PERFORMANCE.md, start-up, session 6)
        @Override
        public boolean equals(Object o) {
            return o instanceof Cell c && collective == c.collective && stack.equals(c.stack) && ranks == c.ranks
                    && sizeBytes == c.sizeBytes;
        }

        @Override
        public int hashCode() {
            return Objects.hash(collective, stack, ranks, sizeBytes);
        }
    }

    /** The variant's benchmark points in scenario order, those that would repeat a run merged into the first. */
    static List<BenchmarkPoint> merge(Scenario run, AlgorithmRegistry registry) {
        List<Point> points = run.points();
        Map<Cell, Integer> requestsPerCell = new HashMap<>();
        for (Point p : points) {
            requestsPerCell.merge(Cell.of(p), 1, Integer::sum);
        }
        Map<List<Object>, List<CollectiveAlgorithm>> runs = new LinkedHashMap<>();
        Map<List<Object>, Point> first = new HashMap<>();
        for (Point p : points) {
            Cell cell = Cell.of(p);
            Object what = requestsPerCell.get(cell) > 1 ? whatRuns(run, registry, p) : p.algorithm();
            List<Object> key = List.of(cell, what);
            first.putIfAbsent(key, p);
            runs.computeIfAbsent(key, k -> new ArrayList<>()).add(p.algorithm());
        }
        List<BenchmarkPoint> out = new ArrayList<>();
        runs.forEach((key, requests) -> out.add(new BenchmarkPoint(run, first.get(key), requests)));
        return out;
    }

    /**
     * What the point would run: the request's label (or its selector's choice) without layers,
     * the plan under layers; a point whose plan fails stands alone (its run reports the failure).
     */
    private static Object whatRuns(Scenario run, AlgorithmRegistry registry, Point p) {
        CollectiveAlgorithm a = p.algorithm();
        if (p.stack().isEmpty()) {
            return p.chosen(a, run.machine().ranksPerNodeOrOne()).runs(p.args()).label();
        }
        try {
            return CallPlan.of(ScenarioRunner.jobSpec(run, registry, p.ranks(), p.stack(), 0, run.limits().remaining(0, 0)), a,
                    p.args());
        } catch (CollsimException e) {
            return p;
        }
    }
}

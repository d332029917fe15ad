package org.collsim.scenario.tune;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.collsim.mpi.coll.Collective;
import org.collsim.report.ResultRecord;

/**
 * The measured grid by cell (collective, ranks, bytes), each cell's records fastest first (ties
 * in scenario order), and its winner among all algorithms or among those a library can name.
 */
public final class Winners {
    /** One place of the grid. */
    public record Cell(Collective collective, int ranks, long bytes) {
    }

    private final Map<Cell, List<ResultRecord>> byCell = new LinkedHashMap<>();
    private final List<ResultRecord> records;

    /** {@code records} as they were written: a run that stands for several requests counts as each of them. */
    public Winners(List<ResultRecord> records) {
        this.records = records.stream().flatMap(r -> r.standsFor().isEmpty() ? Stream.of(r)
                : r.standsFor().stream().map(r::asRequest)).toList();
        for (ResultRecord r : this.records) {
            byCell.computeIfAbsent(new Cell(Collective.fromId(r.collective()), r.ranks(), r.sizeBytes()),
                    k -> new ArrayList<>()).add(r);
        }
        byCell.values().forEach(list -> list.sort(Comparator.comparingLong(ResultRecord::timePs)));
    }

    /** Every record of the grid, one per request, in scenario order. */
    public List<ResultRecord> records() {
        return records;
    }

    public List<Cell> cells() {
        return List.copyOf(byCell.keySet());
    }

    /** The cell's records, fastest first. */
    public List<ResultRecord> ranked(Cell cell) {
        return byCell.get(cell);
    }

    /** The fastest algorithm of the cell (its label) among those {@code allowed} accepts. */
    public Optional<String> best(Cell cell, Predicate<String> allowed) {
        return byCell.get(cell).stream().map(ResultRecord::algorithm).filter(allowed).findFirst();
    }

    /** The time of {@code label} in the cell, when it ran there. */
    public Optional<Long> timePs(Cell cell, String label) {
        return byCell.get(cell).stream().filter(r -> r.algorithm().equals(label)).map(ResultRecord::timePs).findFirst();
    }

    /** How much slower {@code slowerPs} is than {@code bestPs}, in percent with one decimal. */
    public static BigDecimal lossPercent(long bestPs, long slowerPs) {
        return BigDecimal.valueOf(slowerPs - bestPs).multiply(BigDecimal.valueOf(100))
                .divide(BigDecimal.valueOf(Math.max(1, bestPs)), 1, RoundingMode.HALF_EVEN);
    }
}

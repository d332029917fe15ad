package org.collsim.scenario.tune;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.BiFunction;

/**
 * One collective's choices over the tuned grid as ranges: rank count i of the grid stands for
 * ranks from it (1 for the first) to just below the next, size j for bytes from it (0 for the
 * first) to just below the next; the last of each has no upper bound. Adjacent sizes with the
 * same choice merge, and so do adjacent rank rows with the same sizes when {@code mergeRows}.
 */
public record RuleTable(List<Row> rows) {
    /** No upper bound. */
    public static final long UNBOUNDED = Long.MAX_VALUE;

    /** Ranks {@code minRanks..maxRanks} with their size segments; {@code gridRanks} is the first grid rank count in it. */
    public record Row(long minRanks, long maxRanks, int gridRanks, List<Segment> segments) {
    }

    /** Bytes {@code minBytes..maxBytes} choose {@code algorithm} (null: no choice there). */
    public record Segment(long minBytes, long maxBytes, String algorithm) {
    }

    /** The table of {@code choice(ranks, bytes)} over the grid. */
    public static RuleTable of(List<Integer> ranks, List<Long> bytes, BiFunction<Integer, Long, String> choice,
                               boolean mergeRows) {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < ranks.size(); i++) {
            long lo = i == 0 ? 1 : ranks.get(i);
            long hi = i + 1 < ranks.size() ? ranks.get(i + 1) - 1L : UNBOUNDED;
            int r = ranks.get(i);
            List<Segment> segments = segments(bytes, b -> choice.apply(r, b));
            Row last = rows.isEmpty() ? null : rows.get(rows.size() - 1);
            if (mergeRows && last != null && last.segments().equals(segments)) {
                rows.set(rows.size() - 1, new Row(last.minRanks(), hi, last.gridRanks(), segments));
            } else {
                rows.add(new Row(lo, hi, r, segments));
            }
        }
        return new RuleTable(rows);
    }

    private static List<Segment> segments(List<Long> bytes, java.util.function.Function<Long, String> choice) {
        List<Segment> out = new ArrayList<>();
        for (int j = 0; j < bytes.size(); j++) {
            long lo = j == 0 ? 0 : bytes.get(j);
            long hi = j + 1 < bytes.size() ? bytes.get(j + 1) - 1 : UNBOUNDED;
            String a = choice.apply(bytes.get(j));
            Segment last = out.isEmpty() ? null : out.get(out.size() - 1);
            if (last != null && Objects.equals(last.algorithm(), a)) {
                out.set(out.size() - 1, new Segment(last.minBytes(), hi, a));
            } else {
                out.add(new Segment(lo, hi, a));
            }
        }
        return out;
    }
}

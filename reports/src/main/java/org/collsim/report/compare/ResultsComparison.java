package org.collsim.report.compare;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Two sets of results matched by {@link RecordIdentity} and classified: every baseline record
 * in baseline order (matched or {@link Verdict#MISSING}), then the records only the current
 * results have ({@link Verdict#NEW}) in their order. The verdict is decided on {@code time_ps}
 * (the mean over replications when there are several): the simulator is exact, so equal picoseconds mean
 * unchanged.
 */
public record ResultsComparison(Tolerance tolerance, List<ComparedRecord> records) {
    public ResultsComparison {
        records = List.copyOf(records);
    }

    /** Compares {@code current} with {@code baseline}; identities must be unique within each list. */
    public static ResultsComparison of(List<TimedRecord> baseline, List<TimedRecord> current, Tolerance tolerance) {
        Map<RecordIdentity, TimedRecord> currentById = byIdentity(current, "current");
        Map<RecordIdentity, TimedRecord> baselineById = byIdentity(baseline, "baseline");
        List<ComparedRecord> out = new ArrayList<>();
        for (TimedRecord b : baseline) {
            TimedRecord c = currentById.get(b.identity());
            Verdict v = c == null ? Verdict.MISSING : classify(b.timePs(), c.timePs(), tolerance);
            out.add(new ComparedRecord(b.identity(), b, c, v));
        }
        for (TimedRecord c : current) {
            if (!baselineById.containsKey(c.identity())) {
                out.add(new ComparedRecord(c.identity(), null, c, Verdict.NEW));
            }
        }
        return new ResultsComparison(tolerance, out);
    }

    /** The verdict for a record measured {@code baselinePs} before and {@code currentPs} now. */
    public static Verdict classify(long baselinePs, long currentPs, Tolerance tolerance) {
        if (currentPs == baselinePs) {
            return Verdict.UNCHANGED;
        }
        if (currentPs < baselinePs) {
            return Verdict.FASTER;
        }
        return tolerance.isExceeded(baselinePs, currentPs) ? Verdict.REGRESSION : Verdict.SLOWER;
    }

    /** How many records got each verdict (every verdict present, 0 when none). */
    public Map<Verdict, Integer> counts() {
        Map<Verdict, Integer> counts = new EnumMap<>(Verdict.class);
        for (Verdict v : Verdict.values()) {
            counts.put(v, 0);
        }
        records.forEach(r -> counts.merge(r.verdict(), 1, Integer::sum));
        return counts;
    }

    /** No regression and nothing missing. */
    public boolean passed() {
        return records.stream().noneMatch(r -> r.verdict().fails());
    }

    /** "12 records: 10 unchanged, 1 faster, 0 slower (tolerated), 1 REGRESSION, 0 new, 0 MISSING; tolerance 0%". */
    public String summary() {
        String counts = counts().entrySet().stream().map(e -> e.getValue() + " " + e.getKey().label())
                .collect(Collectors.joining(", "));
        return records.size() + (records.size() == 1 ? " record: " : " records: ") + counts + "; tolerance " + tolerance;
    }

    private static Map<RecordIdentity, TimedRecord> byIdentity(List<TimedRecord> records, String which) {
        Map<RecordIdentity, TimedRecord> out = new LinkedHashMap<>();
        for (TimedRecord r : records) {
            if (out.putIfAbsent(r.identity(), r) != null) {
                throw new IllegalArgumentException("the " + which + " results have " + r.identity().describe() + " twice");
            }
        }
        return out;
    }
}

package org.collsim.scenario.sweep;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.collsim.mpi.error.BadInputException;

/**
 * A deterministic share of a scenario's points: shard I of N runs the points whose index is
 * I-1 modulo N, so the shards of one N are disjoint, cover every point, and interleave cheap
 * and costly points alike.
 */
public record Shard(int index, int count) {
    /** Every point: the unsharded run. */
    public static final Shard ALL = new Shard(1, 1);
    private static final Pattern FORM = Pattern.compile("(\\d{1,9})/(\\d{1,9})");

    /** "I/N" with 1 <= I <= N; anything else is bad input naming the option. */
    public static Shard parse(String text) {
        Matcher m = FORM.matcher(text);
        if (!m.matches() || Integer.parseInt(m.group(2)) < 1 || Integer.parseInt(m.group(1)) < 1
                || Integer.parseInt(m.group(1)) > Integer.parseInt(m.group(2))) {
            throw new BadInputException("--shard: expected I/N with 1 <= I <= N, such as 2/8, found \"" + text + "\"");
        }
        return new Shard(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
    }

    public boolean includes(int point) {
        return point % count == index - 1;
    }

    // written out: a record's own equals and hashCode bootstrap method handles on first use, milliseconds
    // of a short run's start (docs/PERFORMANCE.md, start-up, session 7); the hash is the record's own formula
    @Override
    public boolean equals(Object o) {
        return o instanceof Shard s && index == s.index && count == s.count;
    }

    @Override
    public int hashCode() {
        return 31 * index + count;
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}

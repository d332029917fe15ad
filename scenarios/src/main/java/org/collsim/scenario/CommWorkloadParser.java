package org.collsim.scenario;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.collsim.scenario.json.Cursor;

/** Parses {@code comm_workload}: {@code splits} (0..10^7), {@code ranks} (1..2^20), {@code colors} (1..ranks). */
final class CommWorkloadParser {
    static final String COMM_WORKLOAD = "comm_workload";
    /** Bounds that keep the workload within seconds and the heap: each split creates colors communicators. */
    static final long MAX_SPLITS = 10_000_000L;
    static final long MAX_RANKS = 1L << 20;

    private CommWorkloadParser() {
    }

    /** Empty (no problem) when absent; otherwise the workload or problems. */
    static Optional<Optional<CommWorkload>> parse(Cursor c) {
        if (!c.isPresent()) {
            return Optional.of(Optional.empty());
        }
        if (!c.object("a comm_workload object with \"splits\", \"colors\" and \"ranks\"",
                List.of("splits", "colors", "ranks"), List.of())) {
            return Optional.empty();
        }
        OptionalLong splits = c.field("splits").isPresent()
                ? c.field("splits").integer("a number of splits", 0, MAX_SPLITS) : OptionalLong.empty();
        OptionalLong ranks = c.field("ranks").isPresent()
                ? c.field("ranks").integer("a rank count", 1, MAX_RANKS) : OptionalLong.empty();
        Cursor colorsAt = c.field("colors");
        OptionalLong colors = !colorsAt.isPresent() ? OptionalLong.empty()
                : ranks.isPresent() ? colorsAt.integer("a number of colors up to \"ranks\"", 1, ranks.getAsLong())
                : colorsAt.integer("a number of colors", 1, MAX_RANKS);
        if (splits.isEmpty() || ranks.isEmpty() || colors.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(Optional.of(new CommWorkload((int) splits.getAsLong(), (int) colors.getAsLong(),
                (int) ranks.getAsLong())));
    }
}

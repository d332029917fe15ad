package org.collsim.report;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import org.collsim.report.TextTable.Align;

/**
 * The table {@code collsim run} prints for a program workload: one row per rank count, with
 * the completion time of the last rank, the earliest rank's, messages, events, tables and what
 * served its collective calls ({@link ResultRecord#ranText()}, "-" when it made none).
 */
public final class ProgramResultsTable {
    /** Decimals of the microsecond columns, as in {@link ResultsTable}. */
    private static final int US_DECIMALS = 3;
    private static final int PS_PER_US_DIGITS = 6;

    private ProgramResultsTable() {
    }

    public static String render(List<ResultRecord> programRecords) {
        return table(programRecords).render();
    }

    /** The table as cells, for the Markdown and HTML renderings. */
    static TextTable table(List<ResultRecord> programRecords) {
        TextTable table = new TextTable()
                .column("workload", Align.LEFT)
                .column("ranks", Align.RIGHT)
                .column(programRecords.stream().anyMatch(r -> r.stats() != null) ? ResultsTable.STATS_TIME_HEADER : "time_us",
                        Align.RIGHT)
                .column("first_rank_done_us", Align.RIGHT)
                .column("messages", Align.RIGHT)
                .column("events", Align.RIGHT)
                .column("tables alloc/reused/freed", Align.RIGHT)
                .column("ran", Align.LEFT);
        for (ResultRecord r : programRecords) {
            ProgramFields p = r.program();
            table.row(List.of("program", Integer.toString(r.ranks()), ResultsTable.formatTime(r),
                    r.isStopped() ? "-" : us(p.rankDoneMinPs()),
                    Long.toString(r.messages()), Long.toString(r.events()),
                    p.tablesAllocated() + "/" + p.tablesReused() + "/" + p.tablesFreed(), r.ranText()));
        }
        return table;
    }

    private static String us(long ps) {
        return BigDecimal.valueOf(ps, PS_PER_US_DIGITS).setScale(US_DECIMALS, RoundingMode.HALF_UP).toPlainString();
    }
}

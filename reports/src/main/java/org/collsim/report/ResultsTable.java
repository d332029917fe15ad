package org.collsim.report;

import java.math.RoundingMode;
import java.util.List;
import org.collsim.report.TextTable.Align;

/** Renders records as the aligned text table printed by {@code collsim run}; time in us with 3 decimals. */
public final class ResultsTable {
    /** Decimals of the microsecond column (nanosecond resolution). */
    private static final int US_DECIMALS = 3;

    private ResultsTable() {
    }

    public static String render(List<ResultRecord> records) {
        TextTable table = new TextTable()
                .column("collective", Align.LEFT)
                .column("algorithm", Align.LEFT)
                .column("ranks", Align.RIGHT)
                .column("bytes", Align.RIGHT)
                .column("time_us", Align.RIGHT)
                .column("messages", Align.RIGHT)
                .column("events", Align.RIGHT);
        for (ResultRecord r : records) {
            table.row(List.of(r.collective(), r.algorithm(), Integer.toString(r.ranks()), Long.toString(r.sizeBytes()),
                    formatUs(r), Long.toString(r.messages()), Long.toString(r.events())));
        }
        return table.render();
    }

    /** The time in microseconds rounded half-up to 3 decimals ("6.013"). */
    public static String formatUs(ResultRecord r) {
        return r.timeUs().setScale(US_DECIMALS, RoundingMode.HALF_UP).toPlainString();
    }
}

package org.collsim.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.collsim.report.ResultRecord;
import org.collsim.scenario.sweep.SweepListener;
import org.junit.jupiter.api.Test;

/** What a sweep shows while it runs: a line per point with --verbose, nothing off a terminal without it. */
class SweepProgressTest {
    private static ResultRecord.Builder record() {
        return ResultRecord.builder().scenario("s").collective("bcast").algorithm("binomial").ranks(2).sizeBytes(8)
                .model("hockney").timePs(1_008_000);
    }

    @Test
    void verboseLinesSayTheTimeOrWhichLimitStoppedThePoint() {
        StringWriter err = new StringWriter();
        SweepListener lines = SweepProgress.choose(true, false, 2, new PrintWriter(err));
        lines.finished(0, "bcast/binomial at 2 ranks, 8 bytes", record().build(), 20_000_000);
        lines.finished(1, "bcast/binomial at 2 ranks, 8 bytes", record().stopped("max_events (10 events) reached").build(),
                1_500_000_000);
        assertEquals("[1/2] point 0, bcast/binomial at 2 ranks, 8 bytes: 1.008 us (0.02 s)\n"
                + "[2/2] point 1, bcast/binomial at 2 ranks, 8 bytes: stopped: max_events (10 events) reached (1.50 s)\n",
                err.toString());
        SweepProgress.close(lines);
    }

    @Test
    void nothingOffATerminalWithoutVerbose() {
        assertSame(SweepListener.NONE, SweepProgress.choose(false, false, 2, new PrintWriter(new StringWriter())));
    }
}

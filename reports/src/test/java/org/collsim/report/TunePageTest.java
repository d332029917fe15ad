package org.collsim.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** tune.html: the winners' map shaded by margin, and each default's map shaded by its loss, on hand-made times. */
class TunePageTest {
    private static ResultRecord record(String algorithm, long bytes, long timePs) {
        return ResultRecord.builder().scenario("t").collective("allreduce").algorithm(algorithm).ranks(8)
                .sizeBytes(bytes).model("hockney").seed(1).timePs(timePs).events(1).messages(1).build();
    }

    /** 8 B: recursive doubling 10 us beats ring 11 us by 10 %; 64 KiB: ring 50 us beats it (100 us) by 100 %. */
    private static final List<ResultRecord> RECORDS = List.of(record("recursive_doubling", 8, 10_000_000),
            record("recursive_doubling", 65536, 100_000_000), record("ring", 8, 11_000_000), record("ring", 65536, 50_000_000));

    /** mpich runs recursive doubling in both cells (0.0 % and 100.0 % slower); ompi ring_segmented (not run), then ring. */
    private static final List<TunePage.Loss> LOSSES = List.of(
            loss("mpich", 8, "recursive_doubling", "0.0"), loss("mpich", 65536, "recursive_doubling", "100.0"),
            loss("ompi", 8, "ring_segmented", null), loss("ompi", 65536, "ring", "0.0"));

    private static TunePage.Loss loss(String selector, long bytes, String algorithm, String percent) {
        return new TunePage.Loss(selector, "allreduce", 8, bytes, Optional.of(algorithm),
                Optional.ofNullable(percent).map(BigDecimal::new));
    }

    @Test
    void theShadeGrowsWithTheLogarithmOfTheMargin() {
        assertEquals(0, HeatMap.shadeOfMargin(0), 1e-12);
        assertEquals(Math.log10(11) / Math.log10(101), HeatMap.shadeOfMargin(0.10), 1e-12);
        assertEquals(1, HeatMap.shadeOfMargin(1.0), 1e-12);
        assertEquals(1, HeatMap.shadeOfMargin(3.0), 1e-12, "saturates at 100 %");
    }

    @Test
    void theWinnersMapIsShadedByMargin() {
        String html = TunePage.render(new ResultsHtml.Header("t", "hockney", "collsim test"), RECORDS, LOSSES);
        // colours in order of first appearance: recursive_doubling #1f77b4, ring #ff7f0e.
        // 10 %: shade log10(11)/log10(101) = 0.5196, opacity 0x20 + round(0.5196 * (0xd0 - 0x20)) = 32 + 91 = 0x7b
        assertTrue(html.contains("<td style=\"border-left:6px solid #1f77b4;background:#1f77b47b\">recursive_doubling"
                + "<small> +10%</small></td>"), html);
        // 100 %: the strongest shade, 0xd0
        assertTrue(html.contains("<td style=\"border-left:6px solid #ff7f0e;background:#ff7f0ed0\">ring<small> +100%</small></td>"));
        assertTrue(html.contains("<caption>best algorithm: allreduce</caption>"));
    }

    @Test
    void eachDefaultsMapIsShadedByItsLossAndSummarised() {
        String html = TunePage.render(new ResultsHtml.Header("t", "hockney", "collsim test"), RECORDS, LOSSES);
        assertTrue(html.contains("<caption>default mpich: allreduce, loss against the winner</caption>"));
        assertTrue(html.contains("<td style=\"border-left:6px solid #1f77b4;background:#1f77b420\">recursive_doubling"
                + "<small> +0.0%</small></td><td style=\"border-left:6px solid #1f77b4;background:#1f77b4d0\">"
                + "recursive_doubling<small> +100.0%</small></td>"), "palest at no loss, strongest at 100 %");
        assertTrue(html.contains("<p>mpich loses in 1 of 2 cells, most at 8 ranks, 64 KiB: +100.0 % (recursive_doubling)</p>"));
        assertTrue(html.contains("<td style=\"border-left:6px solid #999999;background:#99999920\">ring_segmented"
                + "<small> (not run)</small></td>"), "a choice the grid did not run is grey");
        assertTrue(html.contains("<p>ompi runs the winner in every cell it chose from the grid; its choice was not run in "
                + "1 of 2 cells</p>"));
    }
}

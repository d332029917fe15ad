package org.collsim.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class UnitsTest {
    @ParameterizedTest
    @CsvSource({"1.5us,1500000", "800ns,800000", "1200ps,1200", "2ms,2000000000", "1s,1000000000000",
        "0ps,0", "0.001ns,1", "2.5e3ns,2500000", "10min,600000000000000", "1h,3600000000000000",
        "1d,86400000000000000", "0.5h,1800000000000000"})
    void durationsConvertExactly(String text, long ps) {
        assertEquals(ps, Units.parseDurationPs(text));
    }

    @ParameterizedTest
    @CsvSource({"100ps/B,100,1", "1ns/B,1000,1", "0ps/B,0,1", "10GB/s,100,1", "1GB/s,1000,1", "800MB/s,1250,1",
        "1TB/s,1,1", "2.5ns/KB,5,2",
        // 10^12 ps / 9*10^11 B = 10/9 ps/B
        "900GB/s,10,9",
        // 400 Gb/s = 50 GB/s: 10^12 / (5*10^10) = 20 ps/B
        "400Gb/s,20,1",
        // 1.6 Tb/s = 200 GB/s: 5 ps/B; 100 Gb/s = 12.5 GB/s: 80 ps/B
        "1.6Tb/s,5,1", "100Gb/s,80,1",
        // 25 GiB/s: 10^12 / (25 * 2^30) = 2^12 * 5^10 / 2^30 = 5^10 / 2^18
        "25GiB/s,9765625,262144",
        // 20 GiB/s: 10^12 / (20 * 2^30) = 5^11 / 2^20
        "20GiB/s,48828125,1048576",
        // 3 GB/s: 1000/3 ps/B; 8 ns per KiB (bits: 1 byte = 8 bits)
        "3GB/s,1000,3", "1ps/b,8,1"})
    void perByteCostsAreExactFractions(String text, long ps, long bytes) {
        assertEquals(new PerByte(ps, bytes), Units.parsePerByte(text));
    }

    @Test
    void badPerByteCostsAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> Units.parsePerByte("0GB/s"));
        assertThrows(IllegalArgumentException.class, () -> Units.parsePerByte("-1ns/B"));
        assertThrows(IllegalArgumentException.class, () -> Units.parsePerByte("1ns"));
        assertThrows(IllegalArgumentException.class, () -> Units.parsePerByte("1e30s/B"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Units.parsePerByte("1.234567890123456789012345GB/s"));
        assertTrue(e.getMessage().contains("fewer significant digits"), e.getMessage());
    }

    /** Issue 8: huge exponents and huge texts are refused at once, quoted briefly, never computed. */
    @ParameterizedTest
    @ValueSource(strings = {"1e999999999ps", "1e-50000000ps", "1e31ps", "1e-31ps", "1e99999999999999999999ps/B"})
    void absurdExponentsAreRefusedBeforeArithmetic(String text) {
        long started = System.nanoTime();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Units.parseDurationPs(text));
        assertTrue(e.getMessage().contains("exponent") || e.getMessage().contains("expected"), e.getMessage());
        assertTrue(e.getMessage().length() < 300, e.getMessage());
        assertTrue(System.nanoTime() - started < 1_000_000_000L, "took more than a second");
        assertThrows(IllegalArgumentException.class, () -> Units.parsePerByte(text));
        assertThrows(IllegalArgumentException.class, () -> Units.parsePeriodPs(text));
        assertThrows(IllegalArgumentException.class, () -> Units.parseSizeBytes(text));
    }

    @Test
    void aLongTextIsQuotedOnlyInPart() {
        String text = "1" + "0".repeat(10_000_000) + "ps";
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Units.parseDurationPs(text));
        assertTrue(e.getMessage().length() < 400, "message of " + e.getMessage().length() + " characters");
        assertTrue(e.getMessage().contains("characters"), e.getMessage());
    }

    @Test
    void aRateWhosePeriodPassesTheLimitOfTimeIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Units.parsePeriodPs("1e-30Hz"));
        assertTrue(e.getMessage().contains("106.75 days"), e.getMessage());
    }

    @Test
    void formatUsesTheLargestExactUnit() {
        assertEquals("2us", Units.formatPs(2_000_000));
        assertEquals("1500ps", Units.formatPs(1500));
        assertEquals("0ps", Units.formatPs(0));
    }

    @ParameterizedTest
    @CsvSource({"64KiB,65536", "1.5MB,1500000", "512B,512", "1 GiB,1073741824", "2TiB,2199023255552"})
    void sizesConvertExactly(String text, long bytes) {
        assertEquals(bytes, Units.parseSizeBytes(text));
    }

    @ParameterizedTest
    @ValueSource(strings = {"1.5B", "-1KB", "4kiB", "64", "1.5 bytes"})
    void badSizesAreRejectedWithExpectedAndFound(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Units.parseSizeBytes(text));
        assertTrue(e.getMessage().contains("expected") && e.getMessage().contains("found"), e.getMessage());
    }

    @ParameterizedTest
    @CsvSource({"1kHz,1000000000", "1Hz,1000000000000", "2MHz,500000", "1.25MHz,800000", "1GHz,1000", "1ms,1000000000",
        "800ns,800000", "3kHz,333333333.3333333"})
    void ratesAndPeriodsGiveThePeriod(String text, String ps) {
        assertEquals(new java.math.BigDecimal(ps).stripTrailingZeros(), Units.parsePeriodPs(text).stripTrailingZeros());
    }

    @ParameterizedTest
    @ValueSource(strings = {"0Hz", "0ms", "-1kHz", "1kB", "kHz", "1000"})
    void badRatesAreRejected(String text) {
        assertThrows(IllegalArgumentException.class, () -> Units.parsePeriodPs(text));
    }
}

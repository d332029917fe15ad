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
        "0ps,0", "0.001ns,1", "2.5e3ns,2500000"})
    void durationsConvertExactly(String text, long ps) {
        assertEquals(ps, Units.parseDurationPs(text));
    }

    @ParameterizedTest
    @CsvSource({"100ps/B,100", "1ns/B,1000", "0ps/B,0", "10GB/s,100", "1GB/s,1000", "800MB/s,1250",
        "1TB/s,1", "2.5ns/KB,2.5"})
    void perByteCostsConvertExactly(String text, String ps) {
        if (ps.contains(".")) {
            assertThrows(IllegalArgumentException.class, () -> Units.parsePerBytePs(text));
        } else {
            assertEquals(Long.parseLong(ps), Units.parsePerBytePs(text));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"2", "-1us", "1.5", "us", "1.5 parsecs", "", "0.5ps"})
    void badDurationsAreRejectedWithExpectedAndFound(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Units.parseDurationPs(text));
        assertTrue(e.getMessage().contains("expected") && e.getMessage().contains("found"), e.getMessage());
    }

    @Test
    void aBandwidthThatIsNotAWholeNumberOfPicosecondsPerByteIsRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Units.parsePerBytePs("3GB/s"));
        assertTrue(e.getMessage().contains("333.333333"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Units.parsePerBytePs("1GiB/s"));
        assertThrows(IllegalArgumentException.class, () -> Units.parsePerBytePs("0GB/s"));
        assertThrows(IllegalArgumentException.class, () -> Units.parsePerBytePs("-1ns/B"));
        assertThrows(IllegalArgumentException.class, () -> Units.parsePerBytePs("1ns"));
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

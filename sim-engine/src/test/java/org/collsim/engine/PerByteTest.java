package org.collsim.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PerByteTest {
    /** ceil(n * ps / bytes), derived by hand. */
    @ParameterizedTest
    @CsvSource({
        "10,9,0,0", "10,9,1,2", "10,9,9,10", "10,9,10,12", // 100/9 = 11.1 -> 12
        "10,9,1048576,1165085",                             // 10485760/9 = 1165084.4 -> 1165085
        "100,1,7,700", "0,1,123,0",
        "9765625,262144,262144,9765625", "9765625,262144,1,38"}) // 37.25 -> 38
    void aMessageTakesTheCeilingOfTheExactProduct(long ps, long bytes, long sizeBytes, long expectedPs) {
        assertEquals(expectedPs, new PerByte(ps, bytes).timePs(sizeBytes));
    }

    @Test
    void fractionsAreKeptInLowestTerms() {
        assertEquals(new PerByte(5, 2), new PerByte(10, 4));
        assertEquals("2.5ps/B", new PerByte(5, 2).toString());
        assertEquals("10ps/9B", new PerByte(10, 9).toString());
        assertEquals("1ns/B", PerByte.ofPs(1000).toString());
    }

    /** Issue 8: 4,294,967,295 B at 4,294,967,298 ps/B is about 1.8e19 ps, past 2^63 - 1. */
    @Test
    void aProductPastTheLimitIsAnErrorNamingIt() {
        TimeOverflowException e = assertThrows(TimeOverflowException.class,
                () -> PerByte.ofPs(4_294_967_298L).timePs(4_294_967_295L));
        assertTrue(e.getMessage().contains("4294967295 x 4294967298 ps"), e.getMessage());
        assertTrue(e.getMessage().contains("106.75 days"), e.getMessage());
        assertThrows(TimeOverflowException.class, () -> new PerByte(10, 9).timePs(Long.MAX_VALUE));
        // the largest fitting product: (2^63 - 1) bytes at 1 ps/B
        assertEquals(Long.MAX_VALUE, PerByte.ofPs(1).timePs(Long.MAX_VALUE));
    }

    @Test
    void sumsPastTheLimitThrowAndNeverWrap() {
        assertEquals(Long.MAX_VALUE, Time.add(Long.MAX_VALUE - 1, 1, "t"));
        assertThrows(TimeOverflowException.class, () -> Time.add(Long.MAX_VALUE, 1, "t"));
        assertThrows(TimeOverflowException.class, () -> Time.add(1L << 62, 1L << 62, "t"));
        assertThrows(TimeOverflowException.class, () -> Time.multiply(3, 1L << 62, "t"));
        assertEquals(Long.MAX_VALUE, Time.addOrNever(1L << 62, Long.MAX_VALUE));
    }
}

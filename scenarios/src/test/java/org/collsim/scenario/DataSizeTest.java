package org.collsim.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class DataSizeTest {
    @Test
    void parsesSiAndBinaryUnitsExactly() {
        assertEquals(65_536, DataSize.parseBytes("64KiB"));
        assertEquals(1_500_000, DataSize.parseBytes("1.5MB"));
        assertEquals(512, DataSize.parseBytes("512B"));
        assertEquals(1L << 30, DataSize.parseBytes("1 GiB"));
    }

    @Test
    void rejectsFractionsNegativesAndUnknownUnits() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> DataSize.parseBytes("1.5B")).getMessage()
                .equals("expected a whole number of bytes, found \"1.5B\" = 1.5 bytes"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> DataSize.parseBytes("-1KB")).getMessage()
                .contains("(not negative), found \"-1KB\""));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> DataSize.parseBytes("4kiB")).getMessage()
                .endsWith("(unknown data unit \"kiB\")"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> DataSize.parseBytes("64")).getMessage()
                .startsWith("expected a size in bytes"));
    }
}

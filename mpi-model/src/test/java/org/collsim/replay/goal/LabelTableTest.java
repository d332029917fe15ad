package org.collsim.replay.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Short labels (packed in a long) and long ones (sharing their first eight bytes) through growth and clear. */
class LabelTableTest {
    private static byte[] bytes(String label) {
        return (" " + label + " ").getBytes(StandardCharsets.US_ASCII); // the label at offset 1, as in a line
    }

    @Test
    void findsWhatWasAddedAndOnlyThat() {
        LabelTable labels = new LabelTable();
        for (int i = 0; i < 3000; i++) {
            for (String label : new String[] {"s" + i, "operation_" + i}) {
                byte[] key = bytes(label);
                assertTrue(labels.add(key, 1, label.length(), label.startsWith("s") ? i : 10_000 + i), label);
            }
        }
        for (int i = 0; i < 3000; i++) {
            assertEquals(i, labels.find(bytes("s" + i), 1, ("s" + i).length()));
            String label = "operation_" + i;
            assertEquals(10_000 + i, labels.find(bytes(label), 1, label.length()));
            assertFalse(labels.add(bytes(label), 1, label.length(), 0), "a label twice");
        }
        assertEquals(LabelTable.ABSENT, labels.find(bytes("operation_3000"), 1, 14));
        assertEquals(LabelTable.ABSENT, labels.find(bytes("operatio"), 1, 8), "a long label's first eight bytes");
        assertEquals(LabelTable.ABSENT, labels.find(bytes("s1"), 1, 1), "a prefix");
        labels.clear();
        assertEquals(LabelTable.ABSENT, labels.find(bytes("s1"), 1, 2));
        assertTrue(labels.add(bytes("s1"), 1, 2, 7));
        assertEquals(7, labels.find(bytes("s1"), 1, 2));
    }
}

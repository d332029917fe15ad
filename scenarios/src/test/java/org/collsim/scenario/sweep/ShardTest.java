package org.collsim.scenario.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

/** A shard's written-out equals and hashCode are a record's: equal components, and 31 index + count. */
class ShardTest {
    @Test
    void equalsAndHashCodeAreTheRecords() {
        assertEquals(Shard.ALL, Shard.parse("1/1"));
        assertEquals(31 * 2 + 8, Shard.parse("2/8").hashCode()); // a record's hash: (0 * 31 + index) * 31 + count
        assertNotEquals(Shard.parse("2/8"), Shard.parse("3/8"));
        assertNotEquals(Shard.parse("2/8"), Shard.parse("2/9"));
        assertNotEquals(Shard.ALL, "1/1");
    }
}

package org.collsim.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

class RandomStreamsTest {
    @Test
    void aStreamDependsOnlyOnSeedReplicationAndName() {
        RandomStreams a = new RandomStreams(7);
        RandomStreams b = new RandomStreams(7);
        b.stream("placement").nextLong(); // using another stream first must not shift "noise"
        assertEquals(a.stream("noise").nextLong(), b.stream("noise").nextLong());
        assertNotEquals(new RandomStreams(7).stream("noise").nextLong(), new RandomStreams(8).stream("noise").nextLong());
        assertNotEquals(new RandomStreams(7, 0).stream("noise").nextLong(), new RandomStreams(7, 1).stream("noise").nextLong());
    }
}

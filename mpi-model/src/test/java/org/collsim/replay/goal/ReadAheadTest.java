package org.collsim.replay.goal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The reading thread hands the parser the stream's bytes in order, and its failures. */
class ReadAheadTest {
    @Test
    void givesTheSameBytesInOrderAcrossManyChunks() throws IOException {
        byte[] data = new byte[(9 << 20) + 12_345]; // more chunks than the queue holds, and a partial last one
        new Random(7).nextBytes(data);
        try (InputStream in = new ReadAhead(new ByteArrayInputStream(data), "t")) {
            byte[] out = new byte[data.length];
            int n = 0;
            out[n++] = (byte) in.read(); // single bytes and blocks of odd sizes
            for (int got; (got = in.read(out, n, Math.min(7_777, out.length - n))) > 0; ) {
                n += got;
            }
            assertEquals(data.length, n);
            assertEquals(-1, in.read());
            assertArrayEquals(data, out);
        }
    }

    @Test
    void passesOnTheStreamsFailure() throws IOException {
        InputStream failing = new SequenceInputStream(new ByteArrayInputStream(new byte[] {1, 2, 3}), new InputStream() {
            @Override
            public int read() throws IOException {
                throw new IOException("disk gone");
            }
        });
        try (InputStream in = new ReadAhead(failing, "t")) {
            IOException e = assertThrows(IOException.class, () -> in.readAllBytes());
            assertEquals("disk gone", e.getMessage());
        }
    }
}

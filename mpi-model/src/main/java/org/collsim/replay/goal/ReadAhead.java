package org.collsim.replay.goal;

import java.io.IOException;
import java.io.InputStream;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * An input stream read on a thread of its own, a few chunks ahead of its consumer, so that file
 * I/O and decompression overlap with parsing. The consumer sees the same bytes in the same order;
 * the chunks' buffers are recycled, so reading a large file makes no garbage.
 */
final class ReadAhead extends InputStream {
    private static final int CHUNK_BYTES = 1 << 20;
    private static final int CHUNKS_AHEAD = 4;

    /** A filled buffer ({@code length} -1 at the end of the stream), or the failure that ended it. */
    private record Chunk(byte[] bytes, int length, IOException failure) {
    }

    private final InputStream in;
    private final BlockingQueue<Chunk> filled = new ArrayBlockingQueue<>(CHUNKS_AHEAD);
    private final BlockingQueue<byte[]> free = new ArrayBlockingQueue<>(CHUNKS_AHEAD + 1);
    private final Thread reader;
    private Chunk current = new Chunk(new byte[0], 0, null);
    private int pos;

    ReadAhead(InputStream in, String name) {
        this.in = in;
        for (int i = 0; i < CHUNKS_AHEAD + 1; i++) {
            free.add(new byte[CHUNK_BYTES]);
        }
        reader = new Thread(this::fill, "read-ahead " + name);
        reader.setDaemon(true);
        reader.start();
    }

    private void fill() {
        try {
            while (true) {
                byte[] buffer = free.take();
                int n = in.readNBytes(buffer, 0, buffer.length);
                filled.put(new Chunk(buffer, n == 0 ? -1 : n, null));
                if (n == 0) {
                    return;
                }
            }
        } catch (IOException e) {
            filled.offer(new Chunk(null, -1, e));
        } catch (InterruptedException e) {
            // closed by the consumer
        }
    }

    /** The current chunk's remaining bytes, taking the next chunk when it is used up; false at the end. */
    private boolean hasBytes() throws IOException {
        if (pos < current.length) {
            return true;
        }
        if (current.length < 0) {
            return false;
        }
        if (current.bytes.length == CHUNK_BYTES) {
            free.add(current.bytes);
        }
        try {
            current = filled.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while reading", e);
        }
        pos = 0;
        if (current.failure != null) {
            throw current.failure;
        }
        return current.length > 0;
    }

    @Override
    public int read() throws IOException {
        return hasBytes() ? current.bytes[pos++] & 0xff : -1;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (len == 0) {
            return 0;
        }
        if (!hasBytes()) {
            return -1;
        }
        int n = Math.min(len, current.length - pos);
        System.arraycopy(current.bytes, pos, b, off, n);
        pos += n;
        return n;
    }

    @Override
    public void close() throws IOException {
        reader.interrupt();
        in.close();
    }
}

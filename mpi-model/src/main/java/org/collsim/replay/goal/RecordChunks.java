package org.collsim.replay.goal;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a schedule's records are written: large direct byte buffers, outside the collected heap, so
 * the collector never copies or scans the schedule (at a million ranks, hundreds of megabytes that
 * the young collections would otherwise copy once each); each chunk is filled by one builder with
 * whole rank blocks in the order it parses them, so a rank's records follow the previous rank's in
 * memory. The first chunks are small, so a small schedule takes little; each builder's next chunk
 * is twice its last, up to {@link #MAX_CHUNK_BYTES}. The builders of one file's parts share one
 * {@code RecordChunks}; a chunk is freed when the schedule that holds it is collected.
 */
final class RecordChunks {
    static final int MAX_CHUNK_BYTES = 1 << 22;
    private static final int FIRST_CHUNK_BYTES = 1 << 12;

    private final List<ByteBuffer> chunks = new ArrayList<>();
    private final List<Integer> used = new ArrayList<>();

    /** One builder's place in the chunks: the chunk it fills and how far. */
    final class Writer {
        private ByteBuffer chunk = ByteBuffer.allocate(0);
        private int index = -1;
        private int position;

        /** Room for {@code bytes} more bytes; returns the place of the first as chunk index << 32 | offset. */
        long reserve(int bytes) {
            if (position + bytes > chunk.capacity()) {
                int size = Math.max(bytes, Math.min(MAX_CHUNK_BYTES, Math.max(FIRST_CHUNK_BYTES, 2 * chunk.capacity())));
                finish();
                chunk = ByteBuffer.allocateDirect(size);
                index = add(chunk);
                position = 0;
            }
            long place = (long) index << 32 | position;
            position += bytes;
            return place;
        }

        ByteBuffer chunk() {
            return chunk;
        }

        /** Records how much of the current chunk is written (the rest is never read). */
        void finish() {
            if (index >= 0) {
                setUsed(index, position);
            }
        }
    }

    private synchronized int add(ByteBuffer chunk) {
        chunks.add(chunk);
        used.add(chunk.capacity());
        return chunks.size() - 1;
    }

    private synchronized void setUsed(int index, int bytes) {
        used.set(index, bytes);
    }

    synchronized ByteBuffer[] chunks() {
        return chunks.toArray(new ByteBuffer[0]);
    }

    /** How many bytes of each chunk are written (the rest is never read). */
    synchronized int[] usedBytes() {
        return used.stream().mapToInt(Integer::intValue).toArray();
    }
}

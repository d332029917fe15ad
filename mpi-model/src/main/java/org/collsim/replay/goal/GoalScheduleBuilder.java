package org.collsim.replay.goal;

import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * Collects one rank block at a time (scratch arrays reused from rank to rank) and encodes it into
 * the compact records of {@link GoalSchedule} when the block closes, straight into its chunk
 * ({@link RecordChunks}). Dependents are stored as byte distances, whose widths depend on the layout
 * they determine: widths start at one byte and grow until the layout is stable (each pass can only
 * widen, so it ends). Builders of the parts of one file ({@link GoalSegments}) share the chunks and
 * the per-rank arrays, each writing its own ranks.
 */
final class GoalScheduleBuilder implements GoalSink {
    private final String name;
    private final RecordChunks chunks;
    private final RecordChunks.Writer writer;
    private long[] places = new long[0];
    private int[] operationCounts = new int[0];
    private long totalOperations;
    private int maxCpu;
    private int maxNic;

    private int ops;
    private byte[] head = new byte[64];
    private long[] size = new long[64];
    private int[] peer = new int[64];
    private int[] tag = new int[64];
    private int[] units = new int[64];
    private int[] unmet = new int[64];
    private int edges;
    private int[] edgeFrom = new int[64];
    private int[] edgeTo = new int[64];
    private boolean[] edgeOnStart = new boolean[64];
    private final RankEncoding encoding = new RankEncoding();
    private int[] fixed = new int[64];

    GoalScheduleBuilder(String name) {
        this.name = name;
        this.chunks = new RecordChunks();
        this.writer = chunks.new Writer();
    }

    /** A builder of a part of the file whose schedule {@code first} builds: the same chunks and per-rank arrays. */
    GoalScheduleBuilder(GoalScheduleBuilder first) {
        this.name = first.name;
        this.chunks = first.chunks;
        this.writer = chunks.new Writer();
        this.places = first.places;
        this.operationCounts = first.operationCounts;
    }

    GoalSchedule build() {
        writer.finish();
        return new GoalSchedule(name, chunks, places, operationCounts, totalOperations, maxCpu + 1, maxNic + 1);
    }

    /** Takes in the operation count and units of a builder of another part. */
    void add(GoalScheduleBuilder part) {
        part.writer.finish();
        totalOperations += part.totalOperations;
        maxCpu = Math.max(maxCpu, part.maxCpu);
        maxNic = Math.max(maxNic, part.maxNic);
    }

    @Override
    public void numRanks(int ranks) {
        places = new long[ranks];
        operationCounts = new int[ranks];
    }

    @Override
    public void beginRank(int rank) {
        ops = 0;
        edges = 0;
    }

    @Override
    public int operation(OpKind kind, long sizeBytes, int peerRank, int opTag, int cpu, int nic) {
        if (ops == size.length) {
            growOps();
        }
        int flags = kind.ordinal();
        flags |= (cpu | nic) != 0 ? GoalSchedule.HAS_UNITS : 0;
        flags |= kind != OpKind.CALC && peerRank == ANY ? GoalSchedule.ANY_PEER : 0;
        flags |= kind != OpKind.CALC && opTag == ANY ? GoalSchedule.ANY_TAG : 0;
        head[ops] = (byte) flags;
        size[ops] = sizeBytes;
        peer[ops] = peerRank;
        tag[ops] = opTag;
        units[ops] = cpu << 8 | nic;
        unmet[ops] = 0;
        maxCpu = Math.max(maxCpu, cpu);
        maxNic = Math.max(maxNic, nic);
        return ops++;
    }

    @Override
    public void dependency(int operation, int dependency, boolean onStart) {
        if (edges == edgeFrom.length) {
            edgeFrom = Arrays.copyOf(edgeFrom, 2 * edges);
            edgeTo = Arrays.copyOf(edgeTo, 2 * edges);
            edgeOnStart = Arrays.copyOf(edgeOnStart, 2 * edges);
        }
        edgeFrom[edges] = dependency;
        edgeTo[edges] = operation;
        edgeOnStart[edges] = onStart;
        edges++;
        unmet[operation]++;
    }

    @Override
    public void endRank(int rank) {
        encoding.reset(ops, edges, edgeFrom, edgeTo, edgeOnStart);
        if (fixed.length < ops) {
            fixed = new int[size.length];
        }
        for (int i = 0; i < ops; i++) {
            fixed[i] = fixedLength(i, encoding);
        }
        int recordBytes = encoding.layout(fixed);
        int header = writeRoots(null, 0);
        long place = writer.reserve(header + recordBytes);
        ByteBuffer out = writer.chunk();
        int start = (int) place;
        writeRoots(out, start);
        for (int i = 0; i < ops; i++) {
            write(out, start + header, i, encoding);
        }
        places[rank] = place;
        operationCounts[rank] = ops;
        totalOperations += ops;
    }

    /**
     * The header of a rank's records: how many operations wait for nothing, then their offsets (from
     * the header's end) as zigzag distances from the previous one's, as a dependents list; writes it to
     * {@code out} at {@code start} unless out is null; returns its length.
     */
    private int writeRoots(ByteBuffer out, int start) {
        int roots = 0;
        for (int i = 0; i < ops; i++) {
            roots += unmet[i] == 0 ? 1 : 0;
        }
        int at = out == null ? Varints.length(roots) : Varints.write(out, start, roots, Varints.length(roots)) - start;
        for (int i = 0, last = 0; i < ops; i++) {
            if (unmet[i] == 0) {
                long distance = Varints.zigzag(encoding.offset(i) - last);
                at = out == null ? at + Varints.length(distance) : Varints.write(out, start + at, distance, Varints.length(distance)) - start;
                last = encoding.offset(i);
            }
        }
        return at;
    }

    private int fixedLength(int i, RankEncoding encoding) {
        int length = Varints.length(unmet[i]) + 1 + Varints.length(size[i]);
        int flags = head[i];
        if ((flags & GoalSchedule.KIND_MASK) != OpKind.CALC.ordinal()) {
            length += (flags & GoalSchedule.ANY_PEER) == 0 ? Varints.length(peer[i]) : 0;
            length += (flags & GoalSchedule.ANY_TAG) == 0 ? Varints.length(tag[i]) : 0;
        }
        length += (flags & GoalSchedule.HAS_UNITS) != 0 ? 2 : 0;
        return length + Varints.length(encoding.dependents(i, false)) + Varints.length(encoding.dependents(i, true));
    }

    private void write(ByteBuffer out, int base, int i, RankEncoding encoding) {
        int at = base + encoding.offset(i);
        at = Varints.write(out, at, unmet[i], Varints.length(unmet[i]));
        int flags = head[i];
        flags |= encoding.dependents(i, false) > 0 ? GoalSchedule.ENDS_OTHERS : 0;
        out.put(at++, (byte) (flags | (encoding.dependents(i, true) > 0 ? GoalSchedule.STARTS_OTHERS : 0)));
        at = Varints.write(out, at, size[i], Varints.length(size[i]));
        if ((flags & GoalSchedule.KIND_MASK) != OpKind.CALC.ordinal()) {
            if ((flags & GoalSchedule.ANY_PEER) == 0) {
                at = Varints.write(out, at, peer[i], Varints.length(peer[i]));
            }
            if ((flags & GoalSchedule.ANY_TAG) == 0) {
                at = Varints.write(out, at, tag[i], Varints.length(tag[i]));
            }
        }
        if ((flags & GoalSchedule.HAS_UNITS) != 0) {
            out.put(at++, (byte) (units[i] >> 8));
            out.put(at++, (byte) units[i]);
        }
        at = encoding.writeDependents(out, at, i, false);
        encoding.writeDependents(out, at, i, true);
    }

    private void growOps() {
        int capacity = 2 * size.length;
        head = Arrays.copyOf(head, capacity);
        size = Arrays.copyOf(size, capacity);
        peer = Arrays.copyOf(peer, capacity);
        tag = Arrays.copyOf(tag, capacity);
        units = Arrays.copyOf(units, capacity);
        unmet = Arrays.copyOf(unmet, capacity);
    }
}

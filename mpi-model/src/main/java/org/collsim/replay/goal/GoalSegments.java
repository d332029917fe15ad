package org.collsim.replay.goal;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Parses GOAL text on several threads: the calling thread reads the text and cuts it into parts of
 * about {@link #PART_BYTES} at lines that start with {@code "rank "}, parses the first part (it holds
 * num_ranks), and workers parse the others, each rank block into its rank's records
 * ({@link GoalScheduleBuilder}s sharing the per-rank arrays). The parts' ranks must then follow each
 * other from 0 to num_ranks. A cut can fall where the one-pass parser would read differently (inside
 * a comment) and a later part cannot tell its errors' line numbers: on any error, or parts that do
 * not follow each other, {@link #parse} returns null and the caller parses the file in one pass,
 * which gives the schedule or the error at its line and column.
 */
final class GoalSegments {
    /** The size of a part, unless one rank block is longer: parsing one takes about a millisecond. */
    static final int PART_BYTES = 1 << 20;
    private static final byte[] CUT = {'\n', 'r', 'a', 'n', 'k', ' '};
    private static final Part END = new Part(-1, new byte[0], 0);

    /** Part {@code index} of the text: {@code bytes[0, length)}, whole rank blocks (but for the first part's header). */
    private record Part(int index, byte[] bytes, int length) {
    }

    private final String name;
    private final int partBytes;
    private final BlockingQueue<byte[]> free;
    private final BlockingQueue<Part> parts;
    private final ConcurrentHashMap<Integer, GoalParser.Part> parsed = new ConcurrentHashMap<>();
    private final AtomicReference<Throwable> failure = new AtomicReference<>();
    private final GoalScheduleBuilder first;
    /** The reader's text not yet handed over: {@code buffer[0, cut)} is the current part, {@code [cut, length)} starts the next. */
    private byte[] buffer;
    /** Part buffers still to make before {@link #take} waits for one to come back (the pool's capacity). */
    private int buffersLeft;
    private int length;
    private int cut;

    private GoalSegments(String name, int workers, int partBytes) {
        this.name = name;
        this.partBytes = partBytes;
        free = new ArrayBlockingQueue<>(2 * workers + 2);
        buffersLeft = 2 * workers + 2;
        parts = new ArrayBlockingQueue<>(workers + 1);
        first = new GoalScheduleBuilder(name);
    }

    /** The schedule in {@code text} parsed on {@code workers} threads in parts of {@code partBytes}, or null: parse it in one pass. */
    static GoalSchedule parse(InputStream text, String name, int workers, int partBytes) throws IOException {
        return new GoalSegments(name, workers, partBytes).run(text, workers);
    }

    private GoalSchedule run(InputStream text, int workers) throws IOException {
        buffer = take();
        read(text, 0);
        GoalParser.Part head;
        try {
            head = GoalParser.parsePart(buffer, cut, name, -1, first);
        } catch (GoalSyntaxException e) {
            return null;
        }
        if (cut == length) { // the whole text was one part: no worker to start
            return finish(head, List.of());
        }
        List<Thread> threads = new ArrayList<>();
        List<GoalScheduleBuilder> builders = new ArrayList<>();
        for (int i = 0; i < workers; i++) {
            GoalScheduleBuilder builder = new GoalScheduleBuilder(first);
            builders.add(builder);
            Thread worker = new Thread(() -> work(builder, head.numRanks()), "goal-parse " + i);
            worker.setDaemon(true);
            worker.start();
            threads.add(worker);
        }
        try {
            cutParts(text);
        } finally {
            for (int i = 0; i < workers; i++) {
                put(END);
            }
            join(threads);
        }
        return finish(head, builders);
    }

    /** Hands the workers the parts after the first (parsed already) until the text ends or a part fails. */
    private void cutParts(InputStream text) throws IOException {
        for (int index = 0; cut < length && failure.get() == null; index++) {
            int carry = length - cut;
            byte[] next = carry < partBytes / 2 ? take() : new byte[2 * carry];
            System.arraycopy(buffer, cut, next, 0, carry);
            if (index == 0) {
                recycle(buffer);
            } else {
                put(new Part(index, buffer, cut));
            }
            buffer = next;
            read(text, carry);
            if (cut == length && failure.get() == null) {
                put(new Part(index + 1, buffer, cut));
            }
        }
    }

    /** Reads into {@link #buffer} from {@code from} on, growing it until it holds a cut or the whole rest of the text. */
    private void read(InputStream text, int from) throws IOException {
        length = from + text.readNBytes(buffer, from, buffer.length - from);
        cut = length < buffer.length ? length : lastCut(buffer, length);
        while (cut == 0 && length == buffer.length) { // a rank block longer than the buffer
            byte[] larger = Arrays.copyOf(buffer, 2 * buffer.length);
            recycle(buffer);
            buffer = larger;
            length += text.readNBytes(buffer, length, buffer.length - length);
            cut = length < buffer.length ? length : lastCut(buffer, length);
        }
    }

    private void work(GoalScheduleBuilder builder, int numRanks) {
        try {
            for (Part p = parts.take(); p != END; p = parts.take()) {
                if (failure.get() == null) {
                    parse(p, builder, numRanks);
                }
                recycle(p.bytes());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void parse(Part p, GoalScheduleBuilder builder, int numRanks) {
        try {
            parsed.put(p.index(), GoalParser.parsePart(p.bytes(), p.length(), name, numRanks, builder));
        } catch (IOException | GoalSyntaxException | RuntimeException | Error e) {
            failure.compareAndSet(null, e);
        }
    }

    /** The schedule when every part parsed and they follow each other from rank 0 to num_ranks; else null. */
    private GoalSchedule finish(GoalParser.Part head, List<GoalScheduleBuilder> builders) {
        Throwable e = failure.get();
        if (e instanceof RuntimeException bug) {
            throw bug;
        }
        if (e instanceof Error error) {
            throw error;
        }
        if (e != null) {
            return null;
        }
        int end = head.end();
        for (int i = 1; i <= parsed.size(); i++) {
            GoalParser.Part p = parsed.get(i);
            if (p == null || p.first() != end) {
                return null;
            }
            end = p.end();
        }
        if (end != head.numRanks()) {
            return null;
        }
        builders.forEach(first::add);
        return first.build();
    }

    /** The start of the last line in {@code bytes[0, length)} that begins with "rank " (not the first line), or 0. */
    static int lastCut(byte[] bytes, int length) {
        for (int i = length - CUT.length; i > 0; i--) {
            if (bytes[i] == '\n' && Arrays.equals(bytes, i, i + CUT.length, CUT, 0, CUT.length)) {
                return i + 1;
            }
        }
        return 0;
    }

    private void recycle(byte[] bytes) {
        if (bytes.length == partBytes) {
            free.offer(bytes); // a buffer made for a long carry can have the standard size: the pool keeps its capacity
        }
    }

    private byte[] take() throws IOException {
        byte[] spare = free.poll();
        if (spare != null) {
            return spare;
        }
        if (buffersLeft > 0) { // made on demand: a short text needs one
            buffersLeft--;
            return new byte[partBytes];
        }
        try {
            return free.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while reading", e);
        }
    }

    private void put(Part p) throws IOException {
        try {
            parts.put(p);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while reading", e);
        }
    }

    private static void join(List<Thread> threads) throws IOException {
        for (Thread t : threads) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while parsing", e);
            }
        }
    }
}

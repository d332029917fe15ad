package org.collsim.replay.goal;

import java.io.BufferedInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.LongConsumer;
import java.util.zip.GZIPInputStream;

/** Reads a GOAL text file, plain or gzip-compressed (recognized by its magic bytes, whatever its name). */
public final class GoalFiles {
    private static final int GZIP_MAGIC = 0x8b1f;
    private static final int BUFFER_BYTES = 1 << 16;
    /** Threads that parse the parts of a file ({@link GoalSegments}), beside the one that reads it. */
    private static final int WORKERS = Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors()));
    /** How much of a file {@link #isGoal} looks at. */
    private static final int HEAD_BYTES = 1 << 16;

    private GoalFiles() {
    }

    /**
     * Parses {@code file}: its parts on several threads ({@link GoalSegments}), or, when that finds an
     * error, in one pass, read and decompressed on a thread of its own ahead of the parser;
     * {@code fileBytesRead} (may be null) hears, from the thread that reads, how far into the file the reading is.
     */
    public static GoalSchedule read(Path file, LongConsumer fileBytesRead) throws IOException, GoalSyntaxException {
        String name = file.getFileName().toString();
        try (InputStream raw = Files.newInputStream(file);
                InputStream text = open(new BufferedInputStream(new Counting(raw, fileBytesRead), BUFFER_BYTES))) {
            GoalSchedule schedule = GoalSegments.parse(text, name, WORKERS, GoalSegments.PART_BYTES);
            if (schedule != null) {
                return schedule;
            }
        }
        // an error somewhere, or a cut inside a comment: the one-pass parser gives the schedule or the error's line
        try (InputStream raw = Files.newInputStream(file)) {
            Counting counting = new Counting(raw, fileBytesRead);
            try (InputStream text = new ReadAhead(open(new BufferedInputStream(counting, BUFFER_BYTES)), name)) {
                return parse(text, name);
            }
        }
    }

    /** The text of {@code file}, decompressed when it is gzip (for a look at its first lines). */
    public static InputStream openText(Path file) throws IOException {
        return open(new BufferedInputStream(Files.newInputStream(file), BUFFER_BYTES));
    }

    /** Whether {@code file} is GOAL text: its first statement, after blank lines and comments, is {@code num_ranks}. */
    public static boolean isGoal(Path file) throws IOException {
        try (InputStream in = openText(file)) {
            String head = new String(in.readNBytes(HEAD_BYTES), StandardCharsets.US_ASCII);
            String text = head.replaceAll("(?s)/\\*.*?\\*/", " ").replaceAll("//[^\n]*", " ").strip();
            return text.startsWith("num_ranks");
        }
    }

    /** Parses GOAL text from {@code text}, named {@code name} in errors and results. */
    public static GoalSchedule parse(InputStream text, String name) throws IOException, GoalSyntaxException {
        GoalScheduleBuilder builder = new GoalScheduleBuilder(name);
        GoalParser.parse(text, name, builder);
        return builder.build();
    }

    /** The decompressed stream when {@code in} starts with gzip's magic bytes, else {@code in}. */
    static InputStream open(BufferedInputStream in) throws IOException {
        in.mark(2);
        int magic = in.read() | in.read() << 8;
        in.reset();
        return magic == GZIP_MAGIC ? new GZIPInputStream(in, BUFFER_BYTES) : in;
    }

    /** Counts the bytes taken from the file, reporting every few megabytes. */
    private static final class Counting extends FilterInputStream {
        private static final long REPORT_EVERY = 1 << 24;
        private final LongConsumer listener;
        private long count;
        private long reported;

        Counting(InputStream in, LongConsumer listener) {
            super(in);
            this.listener = listener;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            if (n > 0) {
                count += n;
                if (listener != null && count - reported >= REPORT_EVERY) {
                    reported = count;
                    listener.accept(count);
                }
            }
            return n;
        }
    }
}

package org.collsim.scenario.sweep;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.collsim.mpi.error.BadInputException;
import org.collsim.report.RecordLines;
import org.collsim.report.ResultRecord;

/**
 * {@code results.jsonl}: a header line naming the scenario's hash and its number of points,
 * then one line per finished point (its index and record, in the order points finish), each
 * flushed when written. A run killed while writing leaves at most a partial last line, which
 * {@link #resume} ignores.
 */
public final class ResultsLog implements Closeable {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String FORMAT = "collsim_results_log";

    private final BufferedWriter out;
    private final ResultRecord[] done;

    private ResultsLog(BufferedWriter out, ResultRecord[] done) {
        this.out = out;
        this.done = done;
    }

    /** A new log (any old one is replaced) for a scenario of {@code points} points. */
    public static ResultsLog create(Path file, String scenarioHash, int points) throws IOException {
        BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
        ResultsLog log = new ResultsLog(out, new ResultRecord[points]);
        log.writeLine(JSON.createObjectNode().put(FORMAT, 1).put("scenario_hash", scenarioHash).put("points", points)
                .toString());
        return log;
    }

    /**
     * The log of an earlier run of the same scenario, its records kept, opened for appending;
     * a log of another scenario, or one that is not a results log, is bad input.
     */
    public static ResultsLog resume(Path file, String scenarioHash, int points) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new BadInputException(file + ": expected the results.jsonl of an earlier run to resume, found no file");
        }
        byte[] bytes = Files.readAllBytes(file);
        int complete = lastLineEnd(bytes); // a line cut short when the run was killed is dropped
        List<String> lines = new String(bytes, 0, complete, StandardCharsets.UTF_8).lines().toList();
        checkHeader(file, lines.isEmpty() ? "" : lines.get(0), scenarioHash, points);
        ResultRecord[] done = new ResultRecord[points];
        for (int i = 1; i < lines.size(); i++) {
            RecordLines.Indexed r = parse(file, i, lines.get(i));
            if (r.point() < 0 || r.point() >= points) {
                throw bad(file, i, "a point index in 0.." + (points - 1), String.valueOf(r.point()));
            }
            done[r.point()] = r.record();
        }
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
            channel.truncate(complete);
        }
        return new ResultsLog(Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.APPEND), done);
    }

    private static int lastLineEnd(byte[] bytes) {
        int end = bytes.length;
        while (end > 0 && bytes[end - 1] != '\n') {
            end--;
        }
        return end;
    }

    private static RecordLines.Indexed parse(Path file, int lineIndex, String line) {
        try {
            return RecordLines.fromLine(line);
        } catch (JsonProcessingException e) {
            throw bad(file, lineIndex, "a record", "a line that is not one (" + e.getOriginalMessage() + ")");
        }
    }

    private static void checkHeader(Path file, String line, String scenarioHash, int points) {
        JsonNode header;
        try {
            header = JSON.readTree(line);
        } catch (JsonProcessingException e) {
            header = null;
        }
        if (header == null || !header.has(FORMAT)) {
            throw bad(file, 0, "a collsim results log header", line.isEmpty() ? "an empty file" : "another line");
        }
        String found = header.path("scenario_hash").asText();
        if (!found.equals(scenarioHash) || header.path("points").asInt() != points) {
            throw new BadInputException(file + ": expected the results of this scenario (" + scenarioHash + ", " + points
                    + " points), found those of another (" + found + ", " + header.path("points").asInt()
                    + " points); run without --resume, or with another --out");
        }
    }

    private static BadInputException bad(Path file, int lineIndex, String expected, String found) {
        return new BadInputException(file + ":" + (lineIndex + 1) + ": expected " + expected + ", found " + found);
    }

    /** The record of point {@code point} found in the log, or null. */
    public ResultRecord done(int point) {
        return done[point];
    }

    /** Appends a finished point and flushes. */
    public synchronized void append(int point, ResultRecord record) {
        done[point] = record;
        writeLine(RecordLines.toLine(point, record));
    }

    private void writeLine(String line) {
        try {
            out.write(line);
            out.write('\n');
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() throws IOException {
        out.close();
    }
}

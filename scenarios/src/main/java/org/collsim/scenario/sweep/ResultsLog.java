package org.collsim.scenario.sweep;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
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
import java.util.Optional;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.collsim.mpi.error.BadInputException;
import org.collsim.report.AtomicFiles;
import org.collsim.report.CompactJson;
import org.collsim.report.Provenance;
import org.collsim.report.RecordLines;
import org.collsim.report.ResultRecord;
import org.collsim.scenario.RerunSlices;

/**
 * {@code results.jsonl}: a header line naming the scenario's hash, its number of points, the
 * title and machine line of its reports and the provenance the final results.json repeats
 * (what produced it, the scenario's tree, the resolved machines), then one line per finished point (its index and record, in the order points finish), each
 * flushed when written. A run killed while writing leaves at most a partial last line, which
 * {@link #resume} ignores.
 */
public final class ResultsLog implements Closeable {
    /** The readers of a log, made when one is read (a run only writes its log: no {@code ObjectMapper} then). */
    private static final class Readers {
        static final ObjectMapper JSON = new ObjectMapper();
        /** Reads a line's record part keeping its decimals' digits (the default tree makes 0.500 the double 0.5). */
        static final ObjectMapper EXACT = JsonMapper.builder()
                .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
                .build();
    }
    private static final String FORMAT = "collsim_results_log";

    /** A point line's field with the scenario that runs its record alone ({@link RerunSlices}). */
    private static final String RERUN = "rerun";

    private final BufferedWriter out;
    private final Header header;
    private final ResultRecord[] done;
    private final Optional<RerunSlices> slices;

    private ResultsLog(BufferedWriter out, Header header, ResultRecord[] done) {
        this.out = out;
        this.header = header;
        this.done = done;
        this.slices = RerunSlices.of(header.provenance());
    }

    /**
     * What the header line says: the number of points, the reports' title and machine line, the
     * share of the points, and the provenance (what produced the results, the scenario's hash and
     * tree, the resolved machines the records name).
     */
    public record Header(int points, String title, String machine, Shard shard, Provenance provenance) {
        /** The same header for another share of the points. */
        public Header withShard(Shard other) {
            return new Header(points, title, machine, other, provenance);
        }

        public String scenarioHash() {
            return provenance.scenarioHash();
        }
    }

    /** A new log (any old one is replaced). */
    public static ResultsLog create(Path file, Header header) throws IOException {
        BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
        ResultsLog log = new ResultsLog(out, header, new ResultRecord[header.points()]);
        log.writeLine(headerLine(header));
        return log;
    }

    /** The header line, no line end, written as {@code ObjectNode.toString()} wrote it (no {@code ObjectMapper} on a run's path). */
    private static String headerLine(Header header) {
        Provenance p = header.provenance();
        return CompactJson.text(gen -> {
            gen.writeStartObject();
            gen.writeNumberField(FORMAT, 1);
            gen.writeStringField("scenario_hash", p.scenarioHash());
            gen.writeNumberField("points", header.points());
            gen.writeStringField("title", header.title());
            gen.writeStringField("machine", header.machine());
            gen.writeStringField("shard", header.shard().toString());
            gen.writeObjectFieldStart("produced_by");
            gen.writeStringField("collsim", p.version());
            gen.writeStringField("revision", p.revision());
            gen.writeStringField("jdk", p.jdk());
            gen.writeEndObject();
            if (p.canRerun()) {
                gen.writeFieldName("scenario");
                CompactJson.writeTree(gen, p.scenario());
                gen.writeArrayFieldStart("machines");
                for (JsonNode machine : p.machines()) {
                    CompactJson.writeTree(gen, machine);
                }
                gen.writeEndArray();
            }
            gen.writeEndObject();
        });
    }

    /** Every record of a finished run's log, in point order; a log with points missing is bad input. */
    public static Contents read(Path file) throws IOException {
        return complete(file.toString(), contents(file), "finish the run with collsim run --resume");
    }

    /** A log's header and the records it holds by point (null where a point is missing). */
    public record Contents(Header header, ResultRecord[] records) {
        public List<ResultRecord> list() {
            return List.of(records);
        }
    }

    /**
     * The log of an earlier run of the same scenario, its records kept, opened for appending;
     * a log of another scenario, or one that is not a results log, is bad input. Its header is
     * replaced by {@code expected} (through an atomic rename) when that says more than the hash
     * checks: the limits the user raised and the collsim that resumes, so that the reports written
     * from the log, and the reruns of the lines written from now on, are those of this run.
     */
    public static ResultsLog resume(Path file, Header expected) throws IOException {
        Contents c = contents(file);
        Header found = c.header();
        checkSameScenario(file, expected, found, "run without --resume, or with another --out");
        if (!found.shard().equals(expected.shard())) {
            throw new BadInputException(file + ": expected the results of shard " + expected.shard() + ", found those of "
                    + "shard " + found.shard() + "; resume with --shard " + found.shard());
        }
        if (found.equals(expected)) {
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
                channel.truncate(completeLength(file)); // a line cut short when the run was killed is dropped
            }
        } else {
            byte[] bytes = Files.readAllBytes(file);
            int bodyStart = firstLineEnd(bytes);
            String body = new String(bytes, bodyStart, lastLineEnd(bytes) - bodyStart, StandardCharsets.UTF_8);
            AtomicFiles.writeString(file, headerLine(expected) + "\n" + body); // the same cut-short line dropped
        }
        return new ResultsLog(Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.APPEND), expected,
                c.records());
    }

    private static void checkSameScenario(Path file, Header expected, Header found, String advice) {
        if (!found.scenarioHash().equals(expected.scenarioHash()) || found.points() != expected.points()) {
            throw new BadInputException(file + ": expected the results of this scenario (" + expected.scenarioHash() + ", "
                    + expected.points() + " points), found those of another (" + found.scenarioHash() + ", "
                    + found.points() + " points); " + advice);
        }
    }

    /**
     * The records of several logs of one scenario (the shards of a run) joined: every point must
     * be in some log, a point in two must have the same record (or one stopped by a run limit,
     * and the complete one is kept), and a log of another scenario is bad input naming its file.
     */
    public static Contents merge(List<Path> files) throws IOException {
        Contents first = contents(files.get(0));
        ResultRecord[] all = first.records().clone();
        for (Path file : files.subList(1, files.size())) {
            Contents c = contents(file);
            checkSameScenario(file, first.header(), c.header(), "merge only the shards of one scenario");
            for (int p = 0; p < all.length; p++) {
                if (c.records()[p] != null && all[p] != null && (all[p].isStopped() || c.records()[p].isStopped())) {
                    all[p] = all[p].isStopped() ? c.records()[p] : all[p]; // a complete record beats a stopped one
                    continue;
                }
                if (c.records()[p] != null && all[p] != null && !all[p].equals(c.records()[p])) {
                    throw new BadInputException(file + ": expected the record of point " + p + " that an earlier log holds, "
                            + "found another (" + c.records()[p] + " against " + all[p] + ")");
                }
                all[p] = all[p] != null ? all[p] : c.records()[p];
            }
        }
        return complete(files.size() == 1 ? files.get(0).toString() : "the logs " + files,
                new Contents(first.header().withShard(Shard.ALL), all), "run and merge the missing shards");
    }

    private static Contents complete(String what, Contents c, String advice) {
        for (int p = 0; p < c.records().length; p++) {
            if (c.records()[p] == null) {
                long missing = java.util.Arrays.stream(c.records()).filter(r -> r == null).count();
                throw new BadInputException(what + ": expected the records of all " + c.records().length + " points, found "
                        + missing + " missing (the first is point " + p + "); " + advice);
            }
        }
        return c;
    }

    private static Contents contents(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new BadInputException(file + ": expected the results.jsonl of an earlier run, found no file");
        }
        byte[] bytes = Files.readAllBytes(file);
        List<String> lines = new String(bytes, 0, lastLineEnd(bytes), StandardCharsets.UTF_8).lines().toList();
        Header header = header(file, lines.isEmpty() ? "" : lines.get(0));
        ResultRecord[] done = new ResultRecord[header.points()];
        for (int i = 1; i < lines.size(); i++) {
            PointLine r = parse(file, i, lines.get(i));
            if (r.point() < 0 || r.point() >= done.length) {
                throw bad(file, i, "a point index in 0.." + (done.length - 1), String.valueOf(r.point()));
            }
            done[r.point()] = r.record();
        }
        return new Contents(header, done);
    }

    private static long completeLength(Path file) throws IOException {
        return lastLineEnd(Files.readAllBytes(file));
    }

    /** Where the second line starts (the end of the file when there is one line). */
    private static int firstLineEnd(byte[] bytes) {
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == '\n') {
                return i + 1;
            }
        }
        return bytes.length;
    }

    private static int lastLineEnd(byte[] bytes) {
        int end = bytes.length;
        while (end > 0 && bytes[end - 1] != '\n') {
            end--;
        }
        return end;
    }

    /**
     * Whether {@code line} is a header line: a JSON object with the format's key (a point's line
     * may hold the key's name as a string, its scenario's name).
     */
    public static boolean isHeader(String line) {
        try {
            return Readers.JSON.readTree(line).has(FORMAT);
        } catch (JsonProcessingException e) {
            return false;
        }
    }

    /** One point's line: its index, its record and the scenario that runs it alone (null when the line has none). */
    public record PointLine(int point, ResultRecord record, JsonNode rerun) {
    }

    /** A line of a log after its header; one that is not a point's throws {@link JsonProcessingException}. */
    public static PointLine pointLine(String text) throws JsonProcessingException {
        JsonNode tree = Readers.JSON.readTree(text);
        JsonNode rerun = tree instanceof ObjectNode o ? o.get(RERUN) : null;
        String record = text;
        if (rerun != null) { // the line without its scenario, its decimals as written (0.500 stays 0.500)
            ObjectNode exact = (ObjectNode) Readers.EXACT.readTree(text);
            exact.remove(RERUN);
            record = exact.toString();
        }
        RecordLines.Indexed r = RecordLines.fromLine(record);
        return new PointLine(r.point(), r.record(), rerun);
    }

    private static PointLine parse(Path file, int lineIndex, String line) {
        try {
            return pointLine(line);
        } catch (JsonProcessingException e) {
            throw bad(file, lineIndex, "a record", "a line that is not one (" + e.getOriginalMessage() + ")");
        }
    }

    private static Header header(Path file, String line) {
        JsonNode header;
        try {
            header = Readers.JSON.readTree(line);
        } catch (JsonProcessingException e) {
            header = null;
        }
        if (header == null || !header.has(FORMAT) || !header.path("points").canConvertToInt()
                || header.path("points").asInt() < 0) {
            throw bad(file, 0, "a collsim results log header", line.isEmpty() ? "an empty file" : "another line");
        }
        JsonNode by = header.path("produced_by"); // an older log has one string here, and no scenario or machines
        List<JsonNode> machines = new java.util.ArrayList<>();
        header.path("machines").forEach(machines::add);
        Provenance p = new Provenance(by.isObject() ? by.path("collsim").asText() : by.asText(), by.path("revision").asText(),
                by.path("jdk").asText(), header.path("scenario_hash").asText(),
                header.path("scenario").isObject() ? header.get("scenario") : null, machines);
        return new Header(header.path("points").asInt(), header.path("title").asText(), header.path("machine").asText(),
                header.has("shard") ? Shard.parse(header.path("shard").asText()) : Shard.ALL, p);
    }

    private static BadInputException bad(Path file, int lineIndex, String expected, String found) {
        return new BadInputException(file + ":" + (lineIndex + 1) + ": expected " + expected + ", found " + found);
    }

    public Header header() {
        return header;
    }

    /** The record of point {@code point} found in the log, or null. */
    public ResultRecord done(int point) {
        return done[point];
    }

    /**
     * Whether the log holds a complete record of the point: {@code --resume} runs again those it
     * lacks and those a run limit stopped (the user may have raised the limit); the new record's
     * line comes later in the file and wins.
     */
    public boolean finished(int point) {
        return done[point] != null && !done[point].isStopped();
    }

    /**
     * Appends a finished point and flushes: its record and, when the log keeps the scenario, the
     * scenario that runs it alone, so that the line copied out of the file can be run again.
     */
    public synchronized void append(int point, ResultRecord record) {
        done[point] = record;
        String line = RecordLines.toLine(point, record);
        Optional<ObjectNode> slice = slices.flatMap(s -> s.of(record));
        if (slice.isPresent()) { // the scenario as the line's last field, the record's bytes as RecordLines wrote them
            line = line.substring(0, line.length() - 1) + ",\"" + RERUN + "\":" + CompactJson.of(slice.get()) + "}";
        }
        writeLine(line);
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

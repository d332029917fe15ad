package org.collsim.report.compare;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.collsim.report.compare.ResultsFileException.Problem;

/**
 * Reads a {@code results.json} for comparison, strictly: well-formed JSON (no duplicate keys,
 * nothing after the document), the {@code records} of the object {@code collsim run} writes (or
 * the bare array of records older versions wrote), every identity at most once, and no record a
 * run limit stopped (its time is not a measurement). Every problem is reported at once with its JSON path.
 */
public final class ResultsReader {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .build();
    static final int MAX_PROBLEMS_SHOWN = 12;
    private static final Pattern START_MARKER =
            Pattern.compile("\\(start marker at \\[Source: [^;]*; line: (\\d+), column: (\\d+)\\]\\)");

    private ResultsReader() {
    }

    /** The records of {@code file}, in file order. */
    public static List<TimedRecord> read(Path file) throws ResultsFileException {
        String source = file.toString();
        if (Files.isDirectory(file)) {
            throw fileProblem(source, "expected a results.json file, found a directory");
        }
        if (!Files.isRegularFile(file)) {
            throw fileProblem(source, "expected a results.json file, found no file at " + file.toAbsolutePath());
        }
        try {
            return parse(Files.readString(file, StandardCharsets.UTF_8), source);
        } catch (CharacterCodingException e) {
            throw fileProblem(source, "expected a readable UTF-8 file, found bytes that are not UTF-8; save the file as "
                    + "UTF-8");
        } catch (IOException e) {
            throw fileProblem(source, "expected a readable UTF-8 file, found an unreadable one (" + e.getMessage() + ")");
        }
    }

    /** The records of the JSON text {@code json}; {@code source} names it in messages. */
    public static List<TimedRecord> parse(String json, String source) throws ResultsFileException {
        JsonNode top = readTree(json, source);
        boolean object = top.isObject() && top.has("records"); // collsim run's object, or the bare array of older files
        String at = object ? "$.records" : "$";
        JsonNode root = object ? top.get("records") : top;
        if (!root.isArray()) {
            throw new ResultsFileException(source, List.of(new Problem(at, "expected an array of result records (a "
                    + "results.json written by collsim run" + (object ? "" : " has them in \"records\"") + "), found "
                    + (top.isObject() && !object ? "an object without \"records\"" : JsonFields.describe(root)))));
        }
        List<Problem> problems = new ArrayList<>();
        List<TimedRecord> records = new ArrayList<>();
        Map<RecordIdentity, Integer> firstIndex = new HashMap<>();
        for (int i = 0; i < root.size(); i++) {
            String path = at + "[" + i + "]";
            Optional<TimedRecord> r = RecordReader.read(root.get(i), path, problems);
            if (r.isPresent()) {
                Integer earlier = firstIndex.putIfAbsent(r.get().identity(), i);
                if (earlier != null) {
                    problems.add(new Problem(path, "expected each record identity once, found the identity of $["
                            + earlier + "] again (" + r.get().identity().describe() + ")"));
                }
                records.add(r.get());
            }
        }
        if (!problems.isEmpty()) {
            throw new ResultsFileException(source, shortened(problems));
        }
        return records;
    }

    /**
     * The first {@value #MAX_PROBLEMS_SHOWN} problems and a line counting the rest: a foreign array
     * of thousands of objects would otherwise print several lines per element.
     */
    private static List<Problem> shortened(List<Problem> problems) {
        if (problems.size() <= MAX_PROBLEMS_SHOWN) {
            return problems;
        }
        List<Problem> out = new ArrayList<>(problems.subList(0, MAX_PROBLEMS_SHOWN));
        out.add(new Problem("", (problems.size() - MAX_PROBLEMS_SHOWN) + " more problems not shown"));
        return out;
    }

    private static JsonNode readTree(String json, String source) throws ResultsFileException {
        try {
            JsonNode tree = MAPPER.readTree(json);
            if (tree == null || tree.isMissingNode()) {
                throw fileProblem(source, "expected an array of result records, found an empty file");
            }
            return tree;
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String where = at == null ? "" : "line " + at.getLineNr() + ", column " + at.getColumnNr();
            if (e.getOriginalMessage().startsWith("Trailing token")) { // FAIL_ON_TRAILING_TOKENS
                throw new ResultsFileException(source, List.of(new Problem(where, "expected the end of the file after "
                        + "the JSON value, found more (a results.jsonl? compare reads results.json)")));
            }
            String detail = tidy(e.getOriginalMessage().lines().findFirst().orElse(""));
            throw new ResultsFileException(source, List.of(new Problem(where, "expected well-formed JSON, found " + detail)));
        }
    }

    /** Jackson's message without its source dump, starting in lower case (as the scenario loader words it). */
    static String tidy(String jacksonMessage) {
        Matcher m = START_MARKER.matcher(jacksonMessage);
        String out = m.find() ? m.replaceFirst("(opened at line $1, column $2)") : jacksonMessage;
        return out.isEmpty() ? out : Character.toLowerCase(out.charAt(0)) + out.substring(1);
    }

    private static ResultsFileException fileProblem(String source, String message) {
        return new ResultsFileException(source, List.of(new Problem("", message)));
    }
}

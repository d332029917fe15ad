package org.collsim.scenario.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads an input file's bytes as strict JSON (UTF-8, no duplicate keys, nothing after the value)
 * within fixed limits, and reports a malformed or oversized document as one {@link Problem} at
 * "line L, column C" in the user's terms: "expected well-formed JSON, found a comment (JSON has
 * none)", never the parser's feature names.
 */
public final class StrictJson {
    /**
     * Largest input accepted. Scenarios are a few KiB (the largest example is 2 KiB); the limit
     * stops a runaway file before it is read and bounds the work and memory of reading one (a
     * 1 MiB array of small numbers is half a million values, checked in about a second).
     */
    public static final long MAX_BYTES = 1L << 20;
    /** Deepest nesting of objects and arrays (programs nest loops a few levels). */
    public static final int MAX_DEPTH = 100;
    /** Longest string value. */
    public static final int MAX_STRING_CHARS = 1 << 20;
    /** Most digits in one number. */
    public static final int MAX_NUMBER_DIGITS = 100;

    /** A streaming parser's factory, not an ObjectMapper: the tree is built by {@link JsonTrees}. */
    private static final JsonFactory FACTORY = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder()
                    .maxDocumentLength(MAX_BYTES)
                    .maxNestingDepth(MAX_DEPTH)
                    .maxStringLength(MAX_STRING_CHARS)
                    .maxNumberLength(MAX_NUMBER_DIGITS)
                    .build())
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    private static final Pattern UNEXPECTED_CHAR = Pattern.compile("^Unexpected character \\('(.)' \\(code (\\d+)\\)\\)");
    private static final Pattern DUPLICATE = Pattern.compile("^Duplicate field '(.*)'", Pattern.DOTALL);
    private static final Pattern INVALID_UTF8 = Pattern.compile("^Invalid UTF-8 (?:start|middle) byte (0x[0-9a-fA-F]+)");
    private static final Pattern NON_NUMERIC = Pattern.compile("^Non-standard token '([^']*)'");
    private static final Pattern OPENED_AT = Pattern.compile("\\(start marker at \\[Source: [^;]*; line: (\\d+), column: (\\d+)\\]\\)");

    private StrictJson() {
    }

    /**
     * The document in {@code bytes}, or empty with one problem added (at "line L, column C"
     * when the parser knows where, else at the file); {@code what} names the expected document
     * ("a scenario object").
     */
    public static Optional<JsonNode> read(byte[] bytes, String what, Problems problems) {
        if (bytes.length > MAX_BYTES) {
            problems.add(Problem.invalid("", "expected a file of at most " + sizeText(MAX_BYTES) + ", found "
                    + sizeText(bytes.length)));
            return Optional.empty();
        }
        try (JsonParser parser = FACTORY.createParser(bytes)) {
            try {
                return tree(parser, what, problems);
            } catch (JsonProcessingException e) {
                JsonLocation at = e.getLocation() != null ? e.getLocation() : parser.currentLocation();
                // Jackson points just past a bad UTF-8 start byte; the user wants the byte itself
                int back = String.valueOf(e.getOriginalMessage()).startsWith("Invalid UTF-8 start byte") ? 1 : 0;
                problems.add(Problem.invalid(where(at, back), "expected well-formed JSON, found " + found(e, at, bytes)));
            }
        } catch (IOException e) {
            problems.add(Problem.invalid("", "expected well-formed JSON, found unreadable input (" + e.getMessage() + ")"));
        }
        return Optional.empty();
    }

    private static Optional<JsonNode> tree(JsonParser parser, String what, Problems problems) throws IOException {
        JsonNode tree = JsonTrees.next(parser);
        if (tree == null) {
            problems.add(Problem.invalid("", "expected " + what + ", found an empty file"));
            return Optional.empty();
        }
        if (parser.nextToken() != null) {
            problems.add(Problem.invalid(where(parser.currentTokenLocation()),
                    "expected the end of the file after the JSON value, found more"));
            return Optional.empty();
        }
        return Optional.of(tree);
    }

    /** "12 MiB", "3 KiB" or "17 bytes". */
    public static String sizeText(long bytes) {
        if (bytes >= 1L << 20) {
            return (bytes >> 20) + " MiB";
        }
        return bytes >= 1L << 10 ? (bytes >> 10) + " KiB" : bytes + " bytes";
    }

    private static String where(JsonLocation at) {
        return where(at, 0);
    }

    private static String where(JsonLocation at, int columnsBack) {
        return at == null || at.getLineNr() < 1 ? ""
                : "line " + at.getLineNr() + ", column " + Math.max(1, at.getColumnNr() - columnsBack);
    }

    /** What was found, in JSON's terms rather than the parser's. */
    private static String found(JsonProcessingException e, JsonLocation at, byte[] bytes) {
        String message = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        if (e instanceof StreamConstraintsException) {
            return tooLarge(message);
        }
        Matcher m;
        if ((m = DUPLICATE.matcher(message)).find()) {
            return "the key " + JsonText.quote(m.group(1)) + " twice in one object (JSON keys must be unique)";
        }
        if ((m = INVALID_UTF8.matcher(message)).find()) {
            return "a byte that is not UTF-8 (" + m.group(1) + "); save the file as UTF-8";
        }
        if ((m = NON_NUMERIC.matcher(message)).find()) {
            return JsonText.quote(m.group(1)) + " (JSON numbers are finite: no NaN or Infinity)";
        }
        if ((m = UNEXPECTED_CHAR.matcher(message)).find()) {
            return unexpected(m.group(1).charAt(0), message, at, bytes);
        }
        return plain(message);
    }

    private static String unexpected(char c, String message, JsonLocation at, byte[] bytes) {
        if (message.contains("comment")) {
            return "a comment (JSON has no comments)";
        }
        if (c == '\'') {
            return "a single quote (JSON strings and keys use double quotes)";
        }
        if ((c == '}' || c == ']') && previousNonSpace(bytes, at) == ',') {
            return "a comma before \"" + c + "\" (JSON allows no trailing comma)";
        }
        return (c >= ' ' && c < 0x7f ? "\"" + c + "\"" : "character " + (int) c) + " where " + expectation(message);
    }

    /** The part of Jackson's message that says what it expected, e.g. "a value" or "a double quote to start a key". */
    private static String expectation(String message) {
        if (message.contains("double-quote to start field name")) {
            return "a key in double quotes was expected";
        }
        if (message.contains("was expecting comma")) {
            return "a comma or a closing bracket was expected";
        }
        if (message.contains("was expecting a colon")) {
            return "a colon was expected";
        }
        return "a value was expected";
    }

    private static int previousNonSpace(byte[] bytes, JsonLocation at) {
        long offset = at == null ? -1 : at.getByteOffset();
        for (long i = Math.min(offset, bytes.length) - 1; i >= 0; i--) {
            if (!Character.isWhitespace(bytes[(int) i])) {
                return bytes[(int) i];
            }
        }
        return -1;
    }

    private static String tooLarge(String message) {
        if (message.contains("nesting depth")) {
            return "objects or arrays nested more than " + MAX_DEPTH + " deep";
        }
        if (message.contains("Number value length") || message.contains("number value length")) {
            return "a number of more than " + MAX_NUMBER_DIGITS + " digits";
        }
        if (message.contains("String value length") || message.contains("string value length")) {
            return "a string of more than " + MAX_STRING_CHARS + " characters";
        }
        return "a document of more than " + sizeText(MAX_BYTES);
    }

    /**
     * Jackson's first line without its source dump or feature advice: "unexpected end-of-input:
     * expected close marker for Object (opened at line 1, column 1)".
     */
    private static String plain(String message) {
        String line = message.lines().findFirst().orElse("");
        Matcher m = OPENED_AT.matcher(line);
        line = m.find() ? m.replaceFirst("(opened at line $1, column $2)") : line;
        line = line.replaceAll("\\s*\\((?:JSON String, Number, Array, Object or token|"
                + "[^()]*(?:Feature|feature|enable|StreamReadConstraints)[^()]*)[^)]*\\)", "")
                .replaceAll(";?\\s*[^;]*`[^`]*`.*$", "");
        return line.isEmpty() ? "malformed JSON" : Character.toLowerCase(line.charAt(0)) + line.substring(1);
    }
}

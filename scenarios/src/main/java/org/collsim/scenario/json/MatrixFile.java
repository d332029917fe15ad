package org.collsim.scenario.json;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A count matrix in a text file ({@code "counts": {"matrix": "counts.txt"}}): one row a line, row i
 * what rank i sends to each rank, sizes in bytes (non-negative integers) separated by spaces or
 * commas; blank lines and lines starting with {@code #} are skipped. Square: as many sizes a row
 * as rows. Errors name the file, line and column, at the JSON path that names the file.
 */
final class MatrixFile {
    private MatrixFile() {
    }

    static Optional<long[][]> read(Cursor at, Path file) {
        if (!Files.isRegularFile(file)) {
            at.fail("a matrix file (relative to the scenario's folder)", "no file at " + file.toAbsolutePath());
            return Optional.empty();
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            at.fail("a readable UTF-8 matrix file", "cannot read " + file + " (" + e + ")");
            return Optional.empty();
        }
        List<long[]> rows = new ArrayList<>();
        List<Integer> lineNumbers = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            Optional<long[]> row = row(at, file, i + 1, lines.get(i));
            if (row.isEmpty()) {
                return Optional.empty();
            }
            rows.add(row.get());
            lineNumbers.add(i + 1);
        }
        if (rows.isEmpty()) {
            at.fail("a matrix file with at least one row", "no rows in " + file);
            return Optional.empty();
        }
        for (int r = 0; r < rows.size(); r++) {
            if (rows.get(r).length != rows.size()) {
                at.fail("rows of " + rows.size() + " sizes (the matrix is square: one row per rank)", file + ":"
                        + lineNumbers.get(r) + ": " + rows.get(r).length + " sizes");
                return Optional.empty();
            }
        }
        return Optional.of(rows.toArray(long[][]::new));
    }

    private static Optional<long[]> row(Cursor at, Path file, int lineNumber, String line) {
        List<Long> sizes = new ArrayList<>();
        int i = 0;
        while (i < line.length()) {
            char ch = line.charAt(i);
            if (ch == ' ' || ch == '\t' || ch == ',') {
                i++;
                continue;
            }
            int end = i;
            while (end < line.length() && Character.isDigit(line.charAt(end))) {
                end++;
            }
            boolean digits = end > i && (end == line.length() || " \t,".indexOf(line.charAt(end)) >= 0);
            if (!digits || end - i > 18) {
                int stop = end;
                while (stop < line.length() && " \t,".indexOf(line.charAt(stop)) < 0) {
                    stop++;
                }
                at.fail("sizes in bytes (non-negative integers below 10^18) separated by spaces or commas",
                        file + ":" + lineNumber + ":" + (i + 1) + ": \"" + line.substring(i, Math.max(stop, i + 1)) + "\"");
                return Optional.empty();
            }
            sizes.add(Long.parseLong(line.substring(i, end)));
            i = end;
        }
        return Optional.of(sizes.stream().mapToLong(Long::longValue).toArray());
    }
}

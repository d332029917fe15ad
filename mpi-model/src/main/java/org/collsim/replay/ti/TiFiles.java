package org.collsim.replay.ti;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.program.Program;
import org.collsim.mpi.program.Stmt;
import org.collsim.replay.goal.GoalFiles;

/**
 * Reads a TI trace as {@code smpirun -replay} takes it: an index file listing one trace file per
 * rank (line i: rank i's file, relative paths against the index's folder), or a single file whose
 * lines start with their rank (SMPI's {@code tracing/smpi/format/ti-one-file}). Files may be
 * gzip-compressed. A file whose first line starts with a rank number and an action is a trace;
 * any other is an index.
 */
public final class TiFiles {
    private TiFiles() {
    }

    /** A trace read: its name (the file's) and one program per rank. */
    public record TiTrace(String name, List<Program> programs) {
        public TiTrace {
            programs = List.copyOf(programs);
        }

        public int ranks() {
            return programs.size();
        }

        /**
         * The trace with {@code algorithms} as the default implementation of its collectives: the
         * entry of world's table below every layer, so a layer that takes a collective still does.
         */
        public TiTrace withAlgorithms(Map<Collective, CollectiveAlgorithm> algorithms) {
            if (algorithms.isEmpty()) {
                return this;
            }
            List<Program> chosen = new ArrayList<>(programs.size());
            for (Program p : programs) {
                List<Stmt> body = new ArrayList<>(p.body().size());
                for (Stmt s : p.body()) {
                    body.add(s instanceof Stmt.Collective c && algorithms.containsKey(c.entry().collective())
                            ? new Stmt.Collective(c.path(), c.entry(), c.comm(), c.bytes(), c.root(),
                                    algorithms.get(c.entry().collective()), c.request(), c.counts())
                            : s);
                }
                chosen.add(new Program(body, p.variableSlots()));
            }
            return new TiTrace(name, chosen);
        }
    }

    /** Reads {@code file} (an index or a single trace); {@code flopsPerSecond} prices compute actions (null: refused). */
    public static TiTrace read(Path file, BigDecimal flopsPerSecond) throws IOException {
        String name = file.getFileName().toString();
        List<String> head = firstLine(file);
        if (head.size() >= 2 && head.get(0).matches("[0-9]+")) {
            TiParser parser = new TiParser(ranksOf(file), flopsPerSecond);
            try (BufferedReader in = reader(file)) {
                parser.read(in, name, -1);
            }
            return new TiTrace(name, parser.programs());
        }
        List<Path> files = indexed(file);
        TiParser parser = new TiParser(files.size(), flopsPerSecond);
        for (int rank = 0; rank < files.size(); rank++) {
            Path rankFile = files.get(rank);
            if (!Files.isRegularFile(rankFile)) {
                throw new TiSyntaxException(name, rank + 1L, 1, "the trace file of rank " + rank, "\"" + rankFile + "\", no such file");
            }
            try (BufferedReader in = reader(rankFile)) {
                parser.read(in, rankFile.getFileName().toString(), rank);
            }
        }
        return new TiTrace(name, parser.programs());
    }

    private static final Pattern SPEED = Pattern.compile("([0-9.]+(?:[eE][+-]?[0-9]+)?)([kMGTPE]?)f?");
    private static final String PREFIXES = "kMGTPE";

    /**
     * A host speed in flop/s as SimGrid writes it: a number, optionally with a prefix and {@code f}
     * ("1e9", "1Gf", "2.5Mf"); empty when {@code text} is not one or is 0.
     */
    public static Optional<BigDecimal> hostSpeed(String text) {
        Matcher m = SPEED.matcher(text.strip());
        if (text.length() > 64 || !m.matches()) {
            return Optional.empty();
        }
        try {
            int prefix = m.group(2).isEmpty() ? 0 : 3 * (PREFIXES.indexOf(m.group(2)) + 1);
            BigDecimal speed = new BigDecimal(m.group(1)).scaleByPowerOfTen(prefix);
            return speed.signum() > 0 && Math.abs(speed.scale()) <= 64 ? Optional.of(speed) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    private static BufferedReader reader(Path file) throws IOException {
        return new BufferedReader(new InputStreamReader(GoalFiles.openText(file), StandardCharsets.UTF_8));
    }

    private static List<String> firstLine(Path file) throws IOException {
        try (BufferedReader in = reader(file)) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (!line.isBlank()) {
                    return List.of(line.strip().split("[ \t]+"));
                }
            }
        }
        return List.of();
    }

    /** A single trace's world: one more than the highest rank that starts a line. */
    private static int ranksOf(Path file) throws IOException {
        int ranks = 0;
        long lineNumber = 0;
        try (BufferedReader in = reader(file)) {
            for (String text = in.readLine(); text != null; text = in.readLine()) {
                TiLine line = new TiLine(file.getFileName().toString(), ++lineNumber, text);
                if (!line.isEmpty()) {
                    ranks = Math.max(ranks, (int) line.integer(0, "a rank", 0, (1 << 24) - 1) + 1);
                }
            }
        }
        return ranks;
    }

    /** The files an index lists, one per non-blank line, relative ones against the index's folder. */
    private static List<Path> indexed(Path index) throws IOException {
        Path folder = index.toAbsolutePath().getParent();
        List<Path> files = new ArrayList<>();
        try (BufferedReader in = reader(index)) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (!line.isBlank()) {
                    files.add(folder.resolve(line.strip()));
                }
            }
        }
        if (files.isEmpty()) {
            throw new TiSyntaxException(index.getFileName().toString(), 1, 1, "a TI trace or an index of trace files", "an empty file");
        }
        return files;
    }
}

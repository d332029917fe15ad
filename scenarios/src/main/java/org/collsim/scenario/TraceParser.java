package org.collsim.scenario;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.collsim.mpi.error.BadInputException;
import org.collsim.replay.ti.TiFiles;
import org.collsim.scenario.json.Cursor;
import org.collsim.scenario.json.JsonText;

/**
 * Reads {@code "trace": {"file": "app.ti", "format": "ti", "flops": "1Gf"}}: a SimGrid TI trace (or
 * index) relative to the scenario file's folder, its format (only {@code "ti"}: GOAL schedules are
 * replayed by {@code collsim replay}) and the host speed that prices its compute actions. The same
 * file is read once per scenario, whatever the number of sweep variants.
 */
final class TraceParser {
    static final String TRACE = "trace";
    private final Path folder;
    private final Map<String, TiFiles.TiTrace> read = new HashMap<>();

    /** @param folder the folder relative trace paths resolve against (the scenario file's) */
    TraceParser(Path folder) {
        this.folder = folder;
    }

    Optional<TraceSpec> parse(Cursor c) {
        if (!c.object("a trace object with \"file\" and optional \"format\" (\"ti\") and \"flops\"", List.of("file"),
                List.of("file", "format", "flops"))) {
            return Optional.empty();
        }
        Optional<String> format = c.field("format").isPresent() ? c.field("format").string("a trace format (\"ti\")")
                : Optional.of("ti");
        if (format.isPresent() && !format.get().equals("ti")) {
            c.field("format").fail("\"ti\" (a GOAL schedule is replayed by collsim replay, under loggp alone)",
                    JsonText.quote(format.get()));
            return Optional.empty();
        }
        Optional<BigDecimal> flops = Optional.empty();
        if (c.field("flops").isPresent()) {
            Optional<String> text = c.field("flops").string("a host speed in flop/s (\"1e9\", \"1Gf\")");
            flops = text.flatMap(TiFiles::hostSpeed);
            if (text.isPresent() && flops.isEmpty()) {
                c.field("flops").fail("a host speed in flop/s (\"1e9\", \"1Gf\")", JsonText.quote(text.get()));
                return Optional.empty();
            }
        }
        Optional<String> file = c.field("file").string("a trace file (relative to the scenario's folder)");
        if (file.isEmpty() || format.isEmpty() || (c.field("flops").isPresent() && flops.isEmpty())) {
            return Optional.empty();
        }
        return read(c.field("file"), file.get(), flops.orElse(null)).map(t -> new TraceSpec(file.get(), t));
    }

    private Optional<TiFiles.TiTrace> read(Cursor c, String file, BigDecimal flops) {
        String key = file + "@" + flops;
        if (read.containsKey(key)) {
            return Optional.of(read.get(key));
        }
        try {
            Path path = folder.resolve(file);
            if (!Files.isRegularFile(path)) {
                c.fail("a TI trace file", "no file at " + path.toAbsolutePath());
                return Optional.empty();
            }
            TiFiles.TiTrace trace = TiFiles.read(path, flops);
            read.put(key, trace);
            return Optional.of(trace);
        } catch (BadInputException | IOException | InvalidPathException e) {
            c.fail("a readable TI trace", e.getMessage());
            return Optional.empty();
        }
    }
}

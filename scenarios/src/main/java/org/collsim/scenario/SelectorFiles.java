package org.collsim.scenario;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.util.List;
import java.util.Optional;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.select.CollsimRules;
import org.collsim.mpi.select.MpichSelector;
import org.collsim.mpi.select.OmpiSelector;
import org.collsim.mpi.select.SelectionFileException;
import org.collsim.mpi.select.Selector;
import org.collsim.mpi.select.Selectors;
import org.collsim.engine.registry.Registry;
import org.collsim.scenario.json.Cursor;
import org.collsim.scenario.json.JsonText;
import org.collsim.scenario.json.Problem;

/**
 * A scenario's {@code "selector"} (of a benchmark or a program): a built-in selector by name
 * ({@code "mpich"}, {@code "ompi"}), or {@code {"file": "rules.json", "format": "mpich" | "ompi" | "collsim"}},
 * a selector read from a rules file (relative to the scenario's directory) in MPICH's
 * selection-file format, Open MPI's rules format (JSON or classic) or collsim's rules form. A
 * problem inside the file is reported at {@code $....selector.file} with the file's own place
 * (line:column or JSON path).
 */
public final class SelectorFiles {
    static final List<String> FORMATS = List.of("mpich", "ompi", "collsim");

    private SelectorFiles() {
    }

    /** The selector {@code c} names or reads, or empty after reporting the problem at {@code c}. */
    public static Optional<Selector> parse(Cursor c, AlgorithmRegistry registry) {
        return c.node().isObject() ? read(c, registry) : byName(c, registry);
    }

    private static Optional<Selector> byName(Cursor c, AlgorithmRegistry registry) {
        Optional<String> name = c.string("a selector name such as \"mpich\", or {\"file\": ..., \"format\": ...}");
        if (name.isEmpty()) {
            return Optional.empty();
        }
        Registry<Selector> selectors = Selectors.builtIn(registry);
        Optional<Selector> found = selectors.find(name.get());
        if (found.isEmpty()) {
            c.fail(selectors.expected(), selectors.found(name.get()));
        }
        return found;
    }

    private static Optional<Selector> read(Cursor c, AlgorithmRegistry registry) {
        if (!c.object("a rules file: {\"file\": ..., \"format\": \"mpich\", \"ompi\" or \"collsim\"}",
                List.of("file", "format"), List.of())) {
            return Optional.empty();
        }
        Optional<String> file = c.field("file").string("the path of a rules file (a string)");
        Optional<String> format = c.field("format").string("a rules format: " + String.join(", ", FORMATS));
        if (format.isPresent() && !FORMATS.contains(format.get())) {
            c.field("format").fail("a rules format: \"mpich\", \"ompi\" or \"collsim\"", JsonText.quote(format.get()));
            return Optional.empty();
        }
        if (file.isEmpty() || format.isEmpty()) {
            return Optional.empty();
        }
        try {
            byte[] bytes = ScenarioLoader.read(c.resolve(file.get()), file.get(), "a rules file");
            return Optional.of(selector(format.get(), file.get(), new ByteArrayInputStream(bytes), registry));
        } catch (ScenarioException e) {
            e.problems().forEach(p -> c.field("file").failWith(p.message(), Problem.Kind.INVALID));
        } catch (SelectionFileException e) {
            c.field("file").failWith(e.getMessage(), Problem.Kind.INVALID);
        }
        return Optional.empty();
    }

    private static Selector selector(String format, String file, InputStream in, AlgorithmRegistry registry) {
        return switch (format) {
            case "mpich" -> MpichSelector.fromFile(file, file, in, registry);
            case "ompi" -> OmpiSelector.fromFile(file, file, in, registry);
            default -> CollsimRules.fromFile(file, file, in, registry);
        };
    }
}

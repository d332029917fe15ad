package org.collsim.scenario;

import org.collsim.scenario.json.CountsParser;
import org.collsim.scenario.json.UnitValues;
import org.collsim.scenario.json.ParamKind;
import java.util.ArrayList;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CountsSpec;
import org.collsim.mpi.coll.Fallback;
import org.collsim.mpi.sched.Schedule;
import org.collsim.scenario.json.Cursor;
import org.collsim.scenario.json.JsonText;
import org.collsim.engine.registry.Suggest;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.comm.NodeLayout;
import org.collsim.mpi.select.SelectedAlgorithm;
import org.collsim.mpi.select.SelectionFileException;
import org.collsim.mpi.select.Selector;
import org.collsim.scenario.json.Problem;
import org.collsim.scenario.timeline.TimelineRecorder;

/** Parses {@code benchmark}: collectives and algorithms, rank counts, sizes, datatype, root and timeline. */
final class BenchmarkParser {
    /** Largest communicator: the schedule format addresses peers with 28 bits. */
    static final long MAX_RANKS = Schedule.MAX_PEER + 1L;
    private static final List<String> OPTIONAL = List.of("collectives", "algorithms", "selector", "bytes", "datatype",
            "root", "timeline", "counts", "fallback");

    private final AlgorithmSelector selector;
    private final AlgorithmRegistry registry;

    BenchmarkParser(AlgorithmRegistry registry) {
        this.selector = new AlgorithmSelector(registry);
        this.registry = registry;
    }

    /** The benchmark of a scenario whose machine puts {@code ranksPerNode} ranks on a node. */
    Optional<Benchmark> parse(Cursor b, int ranksPerNode) {
        if (!b.object("a benchmark object with \"collectives\", \"ranks\" and \"bytes\"", List.of("ranks"), OPTIONAL)) {
            return Optional.empty();
        }
        Optional<List<Selection>> selections = selector.select(b.field("collectives"), b.field("algorithms"))
                .flatMap(chosen -> bySelector(b.field("selector"), b.field("algorithms"), chosen));
        Optional<Datatype> datatype = datatype(b.field("datatype"));
        Optional<List<Integer>> ranks = ranks(b.field("ranks"));
        boolean needsBytes = selections.map(s -> s.stream().anyMatch(x -> x.collective() != Collective.BARRIER)).orElse(true);
        Datatype elements = datatype.orElse(Datatype.BYTE);
        Optional<CountsSpec> read = CountsParser.read(b.field("counts"), elements.sizeBytes(), elements.id());
        Optional<CountsSpec> counts = read.filter(spec -> countsFit(b.field("counts"), spec, selections, ranks));
        JsonNode countsNode = b.field("counts").node();
        boolean list = countsNode != null && (countsNode.isArray() || countsNode.isObject() && countsNode.has("matrix"));
        Optional<List<Long>> sizes = list
                ? read.flatMap(spec -> listTotal(b.field("bytes"), b.field("counts"), spec, datatype.orElse(Datatype.BYTE)))
                : sizes(b.field("bytes"), datatype.orElse(Datatype.BYTE), needsBytes);
        OptionalLong root = root(b.field("root"), ranks);
        Optional<Boolean> timeline = timeline(b.field("timeline"), ranks);
        Optional<Fallback> fallback = fallback(b.field("fallback"));
        if (selections.isEmpty() || datatype.isEmpty() || ranks.isEmpty() || sizes.isEmpty() || root.isEmpty()
                || timeline.isEmpty() || counts.isEmpty() || fallback.isEmpty()) {
            return Optional.empty();
        }
        Cursor selectorAt = b.field("selector").isPresent() ? b.field("selector") : b;
        if (!selectorCovers(selectorAt, selections.get(), ranks.get(), sizes.get(), datatype.get(),
                ranksPerNode)) {
            return Optional.empty();
        }
        return Optional.of(new Benchmark(selections.get(), ranks.get(), sizes.get(), datatype.get(), (int) root.getAsLong(),
                timeline.get(), counts.get(), fallback.get()));
    }

    /** MPICH's MPIR_CVAR_COLLECTIVE_FALLBACK values; "error" when absent. */
    private static Optional<Fallback> fallback(Cursor c) {
        if (!c.isPresent()) {
            return Optional.of(Fallback.ERROR);
        }
        List<String> ids = Arrays.stream(Fallback.values()).map(Fallback::id).toList();
        String expected = "a fallback: " + Suggest.quotedList(ids);
        Optional<String> name = c.string(expected);
        Optional<Fallback> found = name.flatMap(n -> Arrays.stream(Fallback.values()).filter(f -> f.id().equals(n)).findFirst());
        if (name.isPresent() && found.isEmpty()) {
            c.fail(expected, JsonText.quote(name.get()) + Suggest.didYouMean(name.get(), ids));
        }
        return found;
    }

    /** "counts" goes only with "v" collectives, and a list only with rank counts of its length. */
    private static boolean countsFit(Cursor c, CountsSpec spec, Optional<List<Selection>> selections,
                                     Optional<List<Integer>> ranks) {
        if (!c.isPresent() || selections.isEmpty()) {
            return true;
        }
        List<String> others = selections.get().stream().map(Selection::collective).filter(k -> !k.vector())
                .map(Collective::id).toList();
        if (!others.isEmpty()) {
            c.fail("\"counts\" only with \"v\" collectives (gatherv, scatterv, allgatherv, alltoallv, alltoallw) and "
                    + "reduce_scatter",
                    "collectives " + String.join(", ", others) + " among them");
            return false;
        }
        if (spec instanceof CountsSpec.Explicit list && ranks.isPresent()
                && ranks.get().stream().anyMatch(p -> p != list.elements().length)) {
            c.fail("one size per rank for every rank count (ranks " + ranks.get() + ")",
                    list.elements().length + " sizes");
            return false;
        }
        return !(spec instanceof CountsSpec.Matrix matrix) || matrixFits(c, matrix, selections.get(), ranks);
    }

    /** A count matrix goes only with alltoallv and alltoallw, and only with rank counts of its size. */
    private static boolean matrixFits(Cursor c, CountsSpec.Matrix matrix, List<Selection> selections,
                                      Optional<List<Integer>> ranks) {
        List<String> others = selections.stream().map(Selection::collective).filter(k -> !k.matrix())
                .map(Collective::id).toList();
        if (!others.isEmpty()) {
            c.fail("a count matrix only with alltoallv and alltoallw", "collectives " + String.join(", ", others)
                    + " among them");
            return false;
        }
        int size = matrix.counts().ranks();
        if (ranks.isPresent() && ranks.get().stream().anyMatch(p -> p != size)) {
            c.fail("one row per rank for every rank count (ranks " + ranks.get() + ")", size + " rows");
            return false;
        }
        return true;
    }

    /** With a "counts" list the total is its sum, so "bytes" stays out. */
    private static Optional<List<Long>> listTotal(Cursor bytes, Cursor counts, CountsSpec spec, Datatype datatype) {
        if (bytes.isPresent()) {
            bytes.fail("no \"bytes\" with a \"counts\" list or matrix (its sum is the total)", JsonText.describe(bytes.node()));
            return Optional.empty();
        }
        long[] sizes = spec instanceof CountsSpec.Explicit list ? list.elements()
                : new long[] {((CountsSpec.Matrix) spec).counts().total()};
        long elements = 0;
        for (long e : sizes) {
            elements += e;
            if (elements > Schedule.MAX_COUNT) {
                counts.fail("sizes adding up to at most " + Schedule.MAX_COUNT + " elements of datatype \"" + datatype.id()
                        + "\"", "more");
                return Optional.empty();
            }
        }
        return Optional.of(List.of(elements * datatype.sizeBytes()));
    }

    /** {@code timeline}: true records every point's timeline, so no rank count may be too large to read; false by default. */
    private static Optional<Boolean> timeline(Cursor c, Optional<List<Integer>> ranks) {
        if (!c.isPresent()) {
            return Optional.of(false);
        }
        if (!c.node().isBoolean()) {
            c.fail("true or false", JsonText.describe(c.node()));
            return Optional.empty();
        }
        int largest = ranks.map(Collections::max).orElse(0);
        if (c.node().booleanValue() && largest > TimelineRecorder.MAX_RANKS) {
            c.fail("rank counts of at most " + TimelineRecorder.MAX_RANKS + " with a timeline (a larger timeline cannot "
                    + "be read)", "true with " + largest + " ranks in $.benchmark.ranks");
            return Optional.empty();
        }
        return Optional.of(c.node().booleanValue());
    }

    /**
     * With {@code selector}, each collective runs what that selector chooses per call (see
     * docs/SELECTION.md); it replaces the defaults, so it cannot be combined with {@code algorithms}.
     */
    private Optional<List<Selection>> bySelector(Cursor c, Cursor algorithms, List<Selection> chosen) {
        if (!c.isPresent()) {
            return Optional.of(chosen);
        }
        if (algorithms.isPresent()) {
            c.fail("either \"selector\" or \"algorithms\", not both", "both");
            return Optional.empty();
        }
        Optional<Selector> found = SelectorFiles.parse(c, registry);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        List<Selection> out = new ArrayList<>();
        chosen.forEach(s -> out.add(new Selection(s.collective(),
                List.of(new SelectedAlgorithm(s.collective(), found.get())))));
        return Optional.of(out);
    }

    /**
     * Whether the selector (the scenario's, or {@code mpich} for a collective without algorithms)
     * chooses a registered algorithm at every point; reports the first point it cannot.
     */
    private static boolean selectorCovers(Cursor c, List<Selection> selections, List<Integer> ranks, List<Long> sizes,
                                          Datatype datatype, int ranksPerNode) {
        for (Selection s : selections) {
            if (!(s.algorithms().get(0) instanceof SelectedAlgorithm selected)) {
                continue;
            }
            for (int p : ranks) {
                for (long bytes : sizes) {
                    try {
                        selected.choose(new CollArgs(p, bytes / datatype.sizeBytes(), datatype.sizeBytes(), 0),
                                NodeLayout.ofWorld(p, ranksPerNode));
                    } catch (SelectionFileException e) {
                        c.failWith(e.getMessage(), Problem.Kind.UNAVAILABLE);
                        return false;
                    }
                }
            }
        }
        return true;
    }

    private static Optional<Datatype> datatype(Cursor c) {
        if (!c.isPresent()) {
            return Optional.of(Datatype.BYTE);
        }
        String expected = "a datatype: " + Suggest.quotedList(Datatype.ids());
        Optional<String> name = c.string(expected);
        Optional<Datatype> type = name.map(Datatype::fromId);
        if (name.isPresent() && type.isEmpty()) {
            c.fail(expected, JsonText.quote(name.get()) + Suggest.didYouMean(name.get(), Datatype.ids()));
        }
        return type;
    }

    private static Optional<List<Integer>> ranks(Cursor c) {
        if (!c.isPresent()) {
            return Optional.empty(); // reported as a missing required field
        }
        if (c.node().isObject()) {
            return Ranges.read(c, new Ranges.Values("a rank count", false, 1, MAX_RANKS))
                    .map(values -> values.stream().map(Long::intValue).toList());
        }
        Optional<List<Cursor>> items = c.array("a non-empty array of rank counts such as [8, 12, 1024] or a range "
                + "such as {\"from\": 2, \"to\": 1024, \"times\": 2}", 1);
        if (items.isEmpty()) {
            return Optional.empty();
        }
        List<Integer> out = new ArrayList<>();
        Map<Long, String> seen = new HashMap<>();
        for (Cursor item : items.get()) {
            OptionalLong v = item.integer("a rank count", 1, MAX_RANKS);
            if (v.isPresent() && distinct(item, v.getAsLong(), seen)) {
                out.add((int) v.getAsLong());
            }
        }
        return out.size() == items.get().size() ? Optional.of(out) : Optional.empty();
    }

    private static Optional<List<Long>> sizes(Cursor c, Datatype datatype, boolean needed) {
        if (!c.isPresent() && !needed) {
            return Optional.of(List.of(0L));
        }
        if (!c.isPresent()) {
            c.fail("required field \"bytes\" (message sizes; only a barrier needs none)", "no such field");
            return Optional.empty();
        }
        if (c.node().isObject()) {
            Optional<List<Long>> range = Ranges.read(c, new Ranges.Values("a size in bytes", true, 0, Long.MAX_VALUE));
            return range.filter(values -> values.stream().allMatch(v -> fitsDatatype(c, v, datatype)));
        }
        Optional<List<Cursor>> items = c.array("a non-empty array of message sizes in bytes such as [8, 65536] or a "
                + "range such as {\"from\": \"8B\", \"to\": \"4MiB\", \"times\": 2}", 1);
        if (items.isEmpty()) {
            return Optional.empty();
        }
        List<Long> out = new ArrayList<>();
        Map<Long, String> seen = new HashMap<>();
        for (Cursor item : items.get()) {
            OptionalLong v = UnitValues.read(item, ParamKind.SIZE_BYTES);
            if (v.isPresent() && fitsDatatype(item, v.getAsLong(), datatype) && distinct(item, v.getAsLong(), seen)) {
                out.add(v.getAsLong());
            }
        }
        return out.size() == items.get().size() ? Optional.of(out) : Optional.empty();
    }

    private static boolean fitsDatatype(Cursor item, long sizeBytes, Datatype datatype) {
        if (sizeBytes % datatype.sizeBytes() != 0) {
            item.fail("a multiple of " + datatype.sizeBytes() + " bytes (the size of datatype \"" + datatype.id() + "\")",
                    Long.toString(sizeBytes));
            return false;
        }
        long count = sizeBytes / datatype.sizeBytes();
        if (count > Schedule.MAX_COUNT) {
            item.fail("at most " + Schedule.MAX_COUNT + " elements of datatype \"" + datatype.id() + "\"",
                    sizeBytes + " bytes = " + count + " elements");
            return false;
        }
        return true;
    }

    private static boolean distinct(Cursor item, long value, Map<Long, String> seen) {
        String earlier = seen.putIfAbsent(value, item.path());
        if (earlier != null) {
            item.fail("each value once", value + " again (also at " + earlier + ")");
            return false;
        }
        return true;
    }

    private static OptionalLong root(Cursor c, Optional<List<Integer>> ranks) {
        if (!c.isPresent()) {
            return OptionalLong.of(0);
        }
        if (ranks.isEmpty()) {
            return c.integer("a root rank", 0, MAX_RANKS - 1);
        }
        int smallest = ranks.get().stream().mapToInt(Integer::intValue).min().orElse(1);
        return c.integer("a root rank below every rank count (ranks includes " + smallest + ")", 0, smallest - 1);
    }
}

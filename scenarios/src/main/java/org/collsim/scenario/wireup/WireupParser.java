package org.collsim.scenario.wireup;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Function;
import org.collsim.engine.registry.Suggest;
import org.collsim.mpi.wireup.Pattern;
import org.collsim.mpi.wireup.WireupMode;
import org.collsim.mpi.wireup.WireupParams;
import org.collsim.scenario.WireupCosts;
import org.collsim.scenario.ScenarioException;
import org.collsim.scenario.ScenarioLoader;
import org.collsim.scenario.json.Cursor;
import org.collsim.scenario.json.JsonText;
import org.collsim.scenario.json.Problems;
import org.collsim.scenario.json.StrictJson;

/**
 * Parses a wire-up scenario: {@code {"name", "description", "wireup": {"ranks": [...],
 * "ranks_per_node", "fan_out", "modes", "patterns", "connect": [[a, b], ...], costs...}}}. Every
 * cost has a default ({@link WireupCosts#PARAMS}, shown by {@code collsim list}, sources in docs/WIREUP.md).
 */
public final class WireupParser {
    private static final long MAX_RANKS = WireupCosts.MAX_COUNT;

    private WireupParser() {
    }

    /** Reads and parses a wire-up file, with the scenario reader's file checks and JSON limits. */
    public static WireupScenario load(Path file) throws ScenarioException {
        String source = file.toString();
        return parse(ScenarioLoader.read(file, source, "a wire-up file"), source);
    }

    public static WireupScenario parse(String json, String source) throws ScenarioException {
        return parse(json.getBytes(StandardCharsets.UTF_8), source);
    }

    private static WireupScenario parse(byte[] json, String source) throws ScenarioException {
        Problems problems = new Problems();
        Optional<WireupScenario> s = StrictJson.read(json, "a wire-up scenario object", problems)
                .flatMap(tree -> scenario(Cursor.root(tree, problems)));
        if (s.isEmpty() || !problems.isEmpty()) {
            throw new ScenarioException(source, problems);
        }
        return s.get();
    }

    private static Optional<WireupScenario> scenario(Cursor root) {
        if (!root.object("a wire-up scenario with \"name\" and \"wireup\"", List.of("name", "wireup"), List.of("description"))) {
            return Optional.empty();
        }
        Optional<String> name = root.field("name").string("a scenario name");
        Optional<String> description = root.field("description").isPresent()
                ? root.field("description").string("a description") : Optional.of("");
        Cursor w = root.field("wireup");
        List<String> optional = new ArrayList<>(List.of("ranks_per_node", "fan_out", "modes", "patterns", "connect"));
        WireupCosts.PARAMS.forEach(p -> optional.add(p.key()));
        if (!w.object("a wireup object with \"ranks\"", List.of("ranks"), optional)) {
            return Optional.empty();
        }
        Optional<List<Long>> ranks = integers(w.field("ranks"), "a list of rank counts (1 to 2^28)", 1, MAX_RANKS);
        OptionalLong perNode = optionalInteger(w.field("ranks_per_node"), "ranks per node", 1);
        OptionalLong fanOut = optionalInteger(w.field("fan_out"), "a fan-out", WireupCosts.DEFAULT_FAN_OUT);
        Optional<List<WireupMode>> modes = constants(w.field("modes"), WireupMode.values(), WireupMode::id, "a wire-up mode");
        Optional<List<Pattern>> patterns = constants(w.field("patterns"), Pattern.values(), Pattern::id, "a pattern");
        Optional<List<WireupScenario.Connect>> connects = connects(w.field("connect"));
        Optional<WireupParams> costs = WireupCosts.read(w, fanOut.orElse(1));
        if (name.isEmpty() || description.isEmpty() || ranks.isEmpty() || perNode.isEmpty() || fanOut.isEmpty()
                || modes.isEmpty() || patterns.isEmpty() || connects.isEmpty() || costs.isEmpty()) {
            return Optional.empty();
        }
        WireupParams params = costs.get().forJob(ranks.get().get(0), perNode.getAsLong());
        return Optional.of(new WireupScenario(name.get(), description.get(), params, ranks.get(), modes.get(),
                patterns.get(), connects.get()));
    }

    private static OptionalLong optionalInteger(Cursor c, String what, long fallback) {
        return c.isPresent() ? c.integer(what, 1, MAX_RANKS) : OptionalLong.of(fallback);
    }

    private static Optional<List<Long>> integers(Cursor c, String expected, long min, long max) {
        Optional<List<Cursor>> items = c.array(expected, 1);
        if (items.isEmpty()) {
            return Optional.empty();
        }
        List<Long> out = new ArrayList<>();
        for (Cursor item : items.get()) {
            item.integer(expected.replace("a list of ", "a "), min, max).ifPresent(out::add);
        }
        return out.size() == items.get().size() ? Optional.of(out) : Optional.empty();
    }

    /** A list of enum spellings; absent: all constants. */
    private static <E> Optional<List<E>> constants(Cursor c, E[] all, Function<E, String> id, String what) {
        if (!c.isPresent()) {
            return Optional.of(List.of(all));
        }
        List<String> names = java.util.Arrays.stream(all).map(id).toList();
        String expected = what + ": " + Suggest.quotedList(names);
        Optional<List<Cursor>> items = c.array("a list of " + expected, 1);
        if (items.isEmpty()) {
            return Optional.empty();
        }
        List<E> out = new ArrayList<>();
        for (Cursor item : items.get()) {
            Optional<String> s = item.string(expected);
            int index = s.map(names::indexOf).orElse(-1);
            if (s.isPresent() && index < 0) {
                item.fail(expected, JsonText.quote(s.get()) + Suggest.didYouMean(s.get(), names));
            } else if (index >= 0) {
                out.add(all[index]);
            }
        }
        return out.size() == items.get().size() ? Optional.of(out) : Optional.empty();
    }

    private static Optional<List<WireupScenario.Connect>> connects(Cursor c) {
        if (!c.isPresent()) {
            return Optional.of(List.of());
        }
        Optional<List<Cursor>> pairs = c.array("a list of [ranks of group A, ranks of group B] pairs", 1);
        if (pairs.isEmpty()) {
            return Optional.empty();
        }
        List<WireupScenario.Connect> out = new ArrayList<>();
        for (Cursor pair : pairs.get()) {
            integers(pair, "a list of 2 group sizes (1 to 2^28)", 1, MAX_RANKS).ifPresent(sizes -> {
                if (sizes.size() != 2) {
                    pair.fail("a pair [ranks of group A, ranks of group B]", sizes.size() + " numbers");
                } else {
                    out.add(new WireupScenario.Connect(sizes.get(0), sizes.get(1)));
                }
            });
        }
        return out.size() == pairs.get().size() ? Optional.of(out) : Optional.empty();
    }
}

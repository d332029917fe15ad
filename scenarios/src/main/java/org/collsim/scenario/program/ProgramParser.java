package org.collsim.scenario.program;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Function;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.program.Program;
import org.collsim.mpi.program.Stmt;
import org.collsim.mpi.sched.Schedule;
import org.collsim.mpi.select.Selector;
import org.collsim.scenario.json.Cursor;

/** Parses a scenario's {@code program}: {@code {"ranks": [4, 16], "body": [statements]}}. */
public final class ProgramParser {
    /** Largest world: the schedule format addresses peers with 28 bits. */
    private static final long MAX_RANKS = Schedule.MAX_PEER + 1L;

    private final StatementParser statements;
    /** Reads a {@code "selector"} field (a name or a rules file): the scenario's, shared with benchmarks. */
    private final Function<Cursor, Optional<Selector>> selectors;

    public ProgramParser(AlgorithmRegistry registry, Function<Cursor, Optional<Selector>> selectors) {
        this.statements = new StatementParser(registry);
        this.selectors = selectors;
    }

    public Optional<ProgramSpec> parse(Cursor c) {
        if (!c.object("a program object with \"ranks\" and \"body\"", List.of("ranks", "body"), List.of("selector"))) {
            return Optional.empty();
        }
        Optional<List<Integer>> ranks = c.field("ranks").isPresent() ? ranks(c.field("ranks")) : Optional.empty();
        Scope scope = new Scope();
        Optional<List<Stmt>> body = c.field("body").isPresent() ? statements.body(c.field("body"), scope) : Optional.empty();
        Cursor selectorField = c.field("selector");
        Optional<Optional<Selector>> selector = selectorField.isPresent()
                ? selectors.apply(selectorField).map(Optional::of) : Optional.of(Optional.empty());
        if (ranks.isEmpty() || body.isEmpty() || selector.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new ProgramSpec(ranks.get(), new Program(body.get(), scope.slots()), selector.get()));
    }

    private static Optional<List<Integer>> ranks(Cursor c) {
        Optional<List<Cursor>> items = c.array("a non-empty array of rank counts such as [4, 16]", 1);
        if (items.isEmpty()) {
            return Optional.empty();
        }
        List<Integer> out = new ArrayList<>();
        for (Cursor item : items.get()) {
            OptionalLong v = item.integer("a rank count", 1, MAX_RANKS);
            if (v.isPresent() && out.contains((int) v.getAsLong())) {
                item.fail("each rank count once", v.getAsLong() + " again");
            } else if (v.isPresent()) {
                out.add((int) v.getAsLong());
            }
        }
        return out.size() == items.get().size() ? Optional.of(out) : Optional.empty();
    }
}

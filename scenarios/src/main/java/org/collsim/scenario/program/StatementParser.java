package org.collsim.scenario.program;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.comm.CollEntry;
import org.collsim.mpi.program.Expr;
import org.collsim.mpi.program.Stmt;
import org.collsim.scenario.json.ParamKind;
import org.collsim.scenario.json.UnitValues;
import org.collsim.scenario.json.Cursor;
import org.collsim.scenario.json.JsonText;
import org.collsim.engine.registry.Registry;
import org.collsim.engine.registry.Suggest;

/**
 * Parses statement lists. A statement is an object with exactly one field, its verb; the
 * value holds the arguments (see docs/PROGRAMS.md). Control flow and compute are read here,
 * calls in {@link CallParser}, communicator management in {@link CommStatementParser}.
 */
final class StatementParser {
    /** Reads one statement's arguments at {@code path}. */
    private interface Reader {
        Optional<Stmt> read(Cursor args, String path, Scope scope);
    }

    /** A statement verb and its reader. */
    private record Verb(String name, Reader reader) implements Registry.Named {
    }

    private final CallParser calls;
    /** The verbs, control first, then every collective entry: names written once, here. */
    private final Registry<Verb> verbs;
    /** The verbs that are not collectives, for the "expected a statement verb" message. */
    private final List<String> controlVerbs;

    StatementParser(AlgorithmRegistry registry) {
        this.calls = new CallParser(registry);
        List<Verb> all = new ArrayList<>();
        all.add(new Verb("compute", (c, path, scope) -> compute(c, path)));
        pointToPoint(all, "isend", "irecv", "send", "recv");
        requests(all, "wait", "waitall", "waitany", "waitsome", "test", "testall", "testany");
        pointToPoint(all, "send_init", "recv_init");
        requests(all, "start", "startall", "request_free", "cancel");
        all.add(new Verb("win_create", (c, path, scope) -> WindowStatementParser.create(c, path)));
        for (Stmt.RmaVerb v : Stmt.RmaVerb.values()) {
            all.add(new Verb(v.id(), (c, path, scope) -> WindowStatementParser.access(v, c, path, scope)));
        }
        all.add(new Verb("fence", (c, path, scope) -> ProgramValues.name(c, "a window name").map(n -> new Stmt.Fence(path, n))));
        all.add(new Verb("win_free", (c, path, scope) ->
                ProgramValues.name(c, "a window name").map(n -> new Stmt.WinFree(path, n))));
        all.add(new Verb("dup", (c, path, scope) -> CommStatementParser.dup(c, path)));
        all.add(new Verb("split", CommStatementParser::split));
        all.add(new Verb("create", CommStatementParser::create));
        all.add(new Verb("free", (c, path, scope) ->
                ProgramValues.name(c, "the name of the communicator to free").map(n -> new Stmt.CommFree(path, n))));
        all.add(new Verb("loop", this::loop));
        all.add(new Verb("if", this::branch));
        int control = all.size();
        for (CollEntry e : CollEntry.values()) {
            all.add(new Verb(e.id(), (c, path, scope) -> calls.collective(e.id(), c, path, scope)));
        }
        this.verbs = Registry.of("statement verb", all);
        this.controlVerbs = all.subList(0, control).stream().map(Verb::name).toList();
    }

    private void pointToPoint(List<Verb> all, String... names) {
        for (String v : names) {
            all.add(new Verb(v, (c, path, scope) -> calls.pointToPoint(v, c, path, scope)));
        }
    }

    private static void requests(List<Verb> all, String... names) {
        for (String v : names) {
            all.add(new Verb(v, (c, path, scope) -> RequestStatementParser.parse(v, c, path)));
        }
    }

    /** A list of statements; empty unless every statement parsed. */
    Optional<List<Stmt>> body(Cursor c, Scope scope) {
        Optional<List<Cursor>> items = c.array("a list of statements", 0);
        if (items.isEmpty()) {
            return Optional.empty();
        }
        List<Stmt> out = new ArrayList<>();
        boolean ok = true;
        for (Cursor item : items.get()) {
            Optional<Stmt> s = statement(item, scope);
            s.ifPresent(out::add);
            ok &= s.isPresent();
        }
        return ok ? Optional.of(out) : Optional.empty();
    }

    private Optional<Stmt> statement(Cursor c, Scope scope) {
        String expected = "a statement: an object with one verb, such as {\"isend\": {\"peer\": 1, \"bytes\": 8, \"req\": \"s\"}}";
        List<Cursor.Field> fields = c.fields();
        if (!c.isPresent() || !c.node().isObject() || fields.size() != 1) {
            c.fail(expected, c.isPresent() && c.node().isObject() ? "an object with " + fields.size() + " fields" : JsonText.describe(c.node()));
            return Optional.empty();
        }
        String verb = fields.get(0).name();
        Optional<Verb> known = verbs.find(verb);
        if (known.isEmpty()) {
            c.field(verb).fail("a statement verb (" + String.join(", ", controlVerbs) + " or a collective such as allreduce, iallreduce)",
                    "unknown verb " + JsonText.quote(verb) + Suggest.didYouMean(verb, verbs.names()));
            return Optional.empty();
        }
        return known.get().reader().read(fields.get(0).value(), c.path(), scope);
    }

    private static Optional<Stmt> compute(Cursor c, String path) {
        OptionalLong ps = UnitValues.read(c, ParamKind.DURATION);
        return ps.isPresent() ? Optional.of(new Stmt.Compute(path, ps.getAsLong())) : Optional.empty();
    }

    private Optional<Stmt> loop(Cursor c, String path, Scope scope) {
        if (!c.object("loop arguments {\"count\", \"var\", \"body\"}", List.of("count", "body"), List.of("var"))) {
            return Optional.empty();
        }
        Optional<Expr> count = c.field("count").isPresent() ? ProgramValues.expr(c.field("count"), scope, "a loop count") : Optional.empty();
        Optional<String> var = Optional.empty();
        if (c.field("var").isPresent()) {
            var = ProgramValues.name(c.field("var"), "a loop variable");
            if (var.isPresent() && scope.isVisible(var.get())) {
                c.field("var").fail("a loop variable name not already in scope (" + String.join(", ", scope.names()) + ")",
                        JsonText.quote(var.get()));
                return Optional.empty();
            }
            if (var.isEmpty()) {
                return Optional.empty();
            }
        }
        int slot = scope.push(var.orElse(null));
        Optional<List<Stmt>> body = c.field("body").isPresent() ? body(c.field("body"), scope) : Optional.empty();
        scope.pop();
        if (count.isEmpty() || body.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Stmt.Loop(path, count.get(), var.orElse(null), slot, body.get()));
    }

    private Optional<Stmt> branch(Cursor c, String path, Scope scope) {
        if (!c.object("if arguments {\"cond\", \"then\", \"else\"}", List.of("cond", "then"), List.of("else"))) {
            return Optional.empty();
        }
        Optional<Expr> cond = c.field("cond").isPresent() ? ProgramValues.expr(c.field("cond"), scope, "a condition") : Optional.empty();
        Optional<List<Stmt>> then = c.field("then").isPresent() ? body(c.field("then"), scope) : Optional.empty();
        Optional<List<Stmt>> otherwise = c.field("else").isPresent() ? body(c.field("else"), scope) : Optional.of(List.of());
        if (cond.isEmpty() || then.isEmpty() || otherwise.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Stmt.If(path, cond.get(), then.get(), otherwise.get()));
    }
}

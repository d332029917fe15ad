package org.collsim.scenario.program;

import java.util.List;
import java.util.Optional;
import org.collsim.mpi.program.Expr;
import org.collsim.mpi.program.Stmt;
import org.collsim.scenario.json.Cursor;

/** Parses the communicator statements that make a communicator: dup, split and create (verbs registered in StatementParser). */
final class CommStatementParser {
    private static final String NEW_NAME = "the new communicator's name";

    private CommStatementParser() {
    }

    static Optional<Stmt> dup(Cursor c, String path) {
        if (!c.object("dup arguments {\"comm\", \"name\"}", List.of("name"), List.of("comm"))) {
            return Optional.empty();
        }
        Optional<String> parent = ProgramValues.comm(c.field("comm"));
        Optional<String> name = newName(c);
        if (parent.isEmpty() || name.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Stmt.CommDup(path, parent.get(), name.get()));
    }

    static Optional<Stmt> split(Cursor c, String path, Scope scope) {
        if (!c.object("split arguments {\"comm\", \"color\", \"key\", \"name\"}", List.of("color", "name"), List.of("comm", "key"))) {
            return Optional.empty();
        }
        Optional<String> parent = ProgramValues.comm(c.field("comm"));
        boolean undefined = ProgramValues.isWord(c.field("color"), "undefined");
        Optional<Expr> color = undefined || !c.field("color").isPresent() ? Optional.empty()
                : ProgramValues.expr(c.field("color"), scope, "a color (or \"undefined\")");
        Optional<Expr> key = c.field("key").isPresent() ? ProgramValues.expr(c.field("key"), scope, "a key")
                : Optional.of(new Expr.Const(0));
        Optional<String> name = newName(c);
        if (parent.isEmpty() || (color.isEmpty() && !undefined) || key.isEmpty() || name.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Stmt.CommSplit(path, parent.get(), color.orElse(null), key.get(), name.get()));
    }

    /** {"create": {"comm": COMM, "group": {"first", "count", "stride"}, "name": NAME}}. */
    static Optional<Stmt> create(Cursor c, String path, Scope scope) {
        if (!c.object("create arguments {\"comm\", \"group\", \"name\"}", List.of("group", "name"), List.of("comm"))) {
            return Optional.empty();
        }
        Optional<String> parent = ProgramValues.comm(c.field("comm"));
        Optional<Stmt.RankRange> group = c.field("group").isPresent() ? group(c.field("group"), scope) : Optional.empty();
        Optional<String> name = newName(c);
        if (parent.isEmpty() || group.isEmpty() || name.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Stmt.CommCreate(path, parent.get(), group.get(), name.get()));
    }

    /** {"first": EXPR, "count": EXPR, "stride": EXPR (default 1)}: MPI_Group_range_incl with one triplet. */
    private static Optional<Stmt.RankRange> group(Cursor c, Scope scope) {
        if (!c.object("a group of ranks {\"first\", \"count\", \"stride\"}", List.of("first", "count"), List.of("stride"))) {
            return Optional.empty();
        }
        Optional<Expr> first = ProgramValues.presentExpr(c.field("first"), scope, "the group's first rank");
        Optional<Expr> count = ProgramValues.presentExpr(c.field("count"), scope, "the number of ranks in the group");
        Optional<Expr> stride = c.field("stride").isPresent()
                ? ProgramValues.expr(c.field("stride"), scope, "the distance between successive ranks of the group")
                : Optional.of(new Expr.Const(1));
        if (first.isEmpty() || count.isEmpty() || stride.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Stmt.RankRange(first.get(), count.get(), stride.get()));
    }

    private static Optional<String> newName(Cursor c) {
        return c.field("name").isPresent() ? ProgramValues.name(c.field("name"), NEW_NAME) : Optional.empty();
    }
}

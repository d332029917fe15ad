package org.collsim.scenario.program;

import java.util.List;
import java.util.Optional;
import org.collsim.mpi.program.Expr;
import org.collsim.mpi.program.Stmt;
import org.collsim.scenario.json.Cursor;

/** Parses the one-sided statements win_create and put / get / accumulate (verbs registered in StatementParser). */
final class WindowStatementParser {
    private WindowStatementParser() {
    }

    static Optional<Stmt> create(Cursor c, String path) {
        if (!c.object("win_create arguments {\"comm\", \"name\"}", List.of("name"), List.of("comm"))) {
            return Optional.empty();
        }
        Optional<String> comm = ProgramValues.comm(c.field("comm"));
        Optional<String> name = c.field("name").isPresent() ? ProgramValues.name(c.field("name"), "the window's name")
                : Optional.empty();
        if (comm.isEmpty() || name.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Stmt.WinCreate(path, comm.get(), name.get()));
    }

    static Optional<Stmt> access(Stmt.RmaVerb verb, Cursor c, String path, Scope scope) {
        List<String> fields = List.of("win", "target", "bytes");
        if (!c.object(verb.id() + " arguments {\"win\", \"target\", \"bytes\"}", fields, List.of())) {
            return Optional.empty();
        }
        Optional<String> win = c.field("win").isPresent() ? ProgramValues.name(c.field("win"), "a window name")
                : Optional.empty();
        Optional<Expr> target = ProgramValues.presentExpr(c.field("target"), scope, "a target rank of the window's communicator");
        Optional<Expr> bytes = c.field("bytes").isPresent() ? ProgramValues.bytes(c.field("bytes"), scope) : Optional.empty();
        if (win.isEmpty() || target.isEmpty() || bytes.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Stmt.Rma(path, verb, win.get(), target.get(), bytes.get()));
    }
}

package org.collsim.scenario.program;

import java.util.List;
import java.util.Optional;
import org.collsim.mpi.program.Stmt;
import org.collsim.scenario.json.Cursor;

/**
 * Parses the statements on named requests: wait / waitall / waitany / waitsome, test / testall / testany,
 * start / startall, request_free and cancel.
 */
final class RequestStatementParser {
    private static final String LIST_OR_ALL = "a list of request names such as [\"r\", \"s\"], or \"all\"";

    private RequestStatementParser() {
    }

    static Optional<Stmt> parse(String verb, Cursor c, String path) {
        return switch (verb) {
            case "wait" -> one(c).map(n -> new Stmt.Wait(path, verb, Stmt.WaitMode.ALL, List.of(n)));
            case "waitall" -> listOrAll(c).map(l -> new Stmt.Wait(path, verb, Stmt.WaitMode.ALL, l.orElse(null)));
            case "waitany" -> listOrAll(c).map(l -> new Stmt.Wait(path, verb, Stmt.WaitMode.ANY, l.orElse(null)));
            case "waitsome" -> listOrAll(c).map(l -> new Stmt.Wait(path, verb, Stmt.WaitMode.SOME, l.orElse(null)));
            case "test" -> one(c).map(n -> new Stmt.Test(path, verb, List.of(n)));
            case "testall", "testany" -> listOrAll(c).map(l -> new Stmt.Test(path, verb, l.orElse(null)));
            case "start" -> one(c).map(n -> new Stmt.Start(path, verb, List.of(n)));
            case "startall" -> ProgramValues.requestNames(c, "a list of persistent request names such as [\"r\", \"s\"]")
                    .map(l -> new Stmt.Start(path, verb, l));
            case "request_free" -> one(c).map(n -> new Stmt.RequestFree(path, n));
            case "cancel" -> one(c).map(n -> new Stmt.Cancel(path, n));
            default -> throw new IllegalArgumentException("not a request statement: " + verb);
        };
    }

    private static Optional<String> one(Cursor c) {
        return ProgramValues.name(c, "a request name");
    }

    /** A list of names (inner value) or "all" (inner empty); empty on error. */
    private static Optional<Optional<List<String>>> listOrAll(Cursor c) {
        if (ProgramValues.isWord(c, "all")) {
            return Optional.of(Optional.empty());
        }
        return ProgramValues.requestNames(c, LIST_OR_ALL).map(Optional::of);
    }
}

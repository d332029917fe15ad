package org.collsim.scenario.program;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.collsim.mpi.program.Expr;
import org.collsim.scenario.json.Cursor;
import org.collsim.scenario.json.JsonText;

/**
 * Reads the values of statements at a {@link Cursor}: expressions (a JSON integer or a string
 * compiled by {@link ExpressionParser}), byte counts (an integer, a size with a unit such as
 * "64KiB", or an expression) and names of requests and communicators.
 */
final class ProgramValues {
    /** Names of requests, communicators and loop variables. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]{0,63}");
    /** A number followed by a unit: a data size, never an expression (variables cannot follow digits). */
    private static final Pattern SIZE_WITH_UNIT = Pattern.compile("\\s*[0-9]+(\\.[0-9]+)?\\s*[A-Za-z]+\\s*");
    static final String NAME_EXPECTED = "a name of letters, digits and '_' (not starting with a digit, at most 64)";

    private ProgramValues() {
    }

    /** An integer expression such as 3 or "(rank + 1) % size". */
    static Optional<Expr> expr(Cursor c, Scope scope, String what) {
        String expected = what + ": an integer or an expression string such as \"(rank + 1) % size\"";
        if (c.isPresent() && c.node().isIntegralNumber() && c.node().canConvertToLong()) {
            return Optional.of(new Expr.Const(c.node().longValue()));
        }
        if (!c.isPresent() || !c.node().isTextual()) {
            c.fail(expected);
            return Optional.empty();
        }
        String text = c.node().textValue();
        try {
            return Optional.of(ExpressionParser.parse(text, scope));
        } catch (ExpressionException e) {
            c.fail(what + ": an integer expression", JsonText.quote(text) + " (" + e.getMessage() + ")");
            return Optional.empty();
        }
    }

    /** As {@link #expr}, but empty without a second report when the field is absent (object() reported it). */
    static Optional<Expr> presentExpr(Cursor c, Scope scope, String what) {
        return c.isPresent() ? expr(c, scope, what) : Optional.empty();
    }

    /** A non-empty list of request names such as ["r", "s"]. */
    static Optional<List<String>> requestNames(Cursor c, String expected) {
        Optional<List<Cursor>> items = c.array(expected, 1);
        if (items.isEmpty()) {
            return Optional.empty();
        }
        List<String> names = new ArrayList<>();
        for (Cursor item : items.get()) {
            name(item, "a request name").ifPresent(names::add);
        }
        return names.size() == items.get().size() ? Optional.of(names) : Optional.empty();
    }

    /** True when the value is the string {@code word} ("any", "undefined", "all"). */
    static boolean isWord(Cursor c, String word) {
        return c.isPresent() && c.node().isTextual() && c.node().textValue().equals(word);
    }

    /** A byte count: an integer, a size with a unit ("64KiB") or an expression. */
    static Optional<Expr> bytes(Cursor c, Scope scope) {
        if (c.isPresent() && c.node().isIntegralNumber()) {
            return c.integer("a size in bytes", 0, Long.MAX_VALUE).stream().boxed().findFirst().map(Expr.Const::new);
        }
        if (c.isPresent() && c.node().isTextual() && SIZE_WITH_UNIT.matcher(c.node().textValue()).matches()) {
            try {
                return Optional.of(new Expr.Const(org.collsim.engine.Units.parseSizeBytes(c.node().textValue())));
            } catch (IllegalArgumentException e) {
                c.fail("a size in bytes", JsonText.quote(c.node().textValue()) + " (" + e.getMessage() + ")");
                return Optional.empty();
            }
        }
        return expr(c, scope, "a size in bytes (an integer, a size such as \"64KiB\" or an expression)");
    }

    /** A name of a request, communicator or variable. */
    static Optional<String> name(Cursor c, String what) {
        Optional<String> s = c.string(what + ": " + NAME_EXPECTED);
        if (s.isPresent() && !NAME.matcher(s.get()).matches()) {
            c.fail(what + ": " + NAME_EXPECTED, JsonText.quote(s.get()));
            return Optional.empty();
        }
        return s;
    }

    /** An optional communicator name: absent means world. */
    static Optional<String> comm(Cursor c) {
        return c.isPresent() ? name(c, "a communicator name") : Optional.of("world");
    }
}

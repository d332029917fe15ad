package org.collsim.scenario.program;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.collsim.mpi.program.Expr;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ExpressionParserTest {
    /** rank 3 of size 8, loop variable i = 5. */
    private static long eval(String text) throws ExpressionException {
        Scope scope = new Scope();
        scope.push("i");
        return ExpressionParser.parse(text, scope).eval(new long[] {3, 8, 5});
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "(rank + 1) % size; 4", "(rank - 4) % size; 7", "rank - 4 % size; -1", "2 + 3 * 4; 14", "(2 + 3) * 4; 20",
        "10 - 4 - 3; 3", "100 / 10 / 5; 2", "-7 / 2; -4", "-7 % 2; 1", "--rank; 3", "-(i * i); -25",
        "rank == 3; 1", "rank != 3; 0", "i < size && rank >= 3; 1", "rank > 3 || i <= 4; 0", "!rank; 0", "!(rank - 3); 1",
        "1 + 2 == 3; 1", "size / 2 * 2 == size; 1", "  i  ; 5", "9223372036854775807; 9223372036854775807"})
    void evaluatesWithPrecedenceAndFloorSemantics(String text, long expected) throws ExpressionException {
        assertEquals(expected, eval(text), text);
    }

    @Test
    void shortCircuitSkipsTheRightSide() throws ExpressionException {
        assertEquals(0, eval("rank == 0 && 1 / (rank - 3) > 0"));
        assertEquals(1, eval("rank == 3 || 1 / 0"));
    }

    @Test
    void overflowAndDivisionByZeroAreErrorsNotWrapAround() {
        assertThrows(ArithmeticException.class, () -> eval("9223372036854775807 + rank"));
        assertThrows(ArithmeticException.class, () -> eval("size / (rank - 3)"));
        assertThrows(ArithmeticException.class, () -> eval("i % 0"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "rank +; expected a number, a variable or \"(\" at column 7, found the end",
        "(rank + 1; expected \")\" at column 10, found the end",
        "rank ** 2; expected a number, a variable or \"(\" at column 7, found \"*\"",
        "rank 2; expected an operator or the end at column 6, found \"2\"",
        "rank & 1; expected an operator or the end at column 6, found \"&\"",
        "ranks; unknown variable \"ranks\" (in scope: rank, size, i)",
        "99999999999999999999; expected an integer of at most 9223372036854775807 at column 1, found \"9\""})
    void syntaxErrorsSayWhatAndWhere(String text, String message) {
        ExpressionException e = assertThrows(ExpressionException.class, () -> eval(text));
        assertEquals(message, e.getMessage());
        assertTrue(e.column() >= 1);
    }

    @Test
    void deepNestingAndLongChainsAreRefusedNotAStackOverflow() {
        int limit = ExpressionParser.MAX_NESTING;
        String deep = "(".repeat(100_000) + "1" + ")".repeat(100_000);
        ExpressionException e = assertThrows(ExpressionException.class,
                () -> ExpressionParser.parse("(".repeat(limit + 1) + "1" + ")".repeat(limit + 1), new Scope()));
        assertEquals("expected at most " + limit + " nested parentheses and prefix operators at column " + (limit + 1)
                + ", found more", e.getMessage());
        ExpressionException unary = assertThrows(ExpressionException.class, () -> eval("-".repeat(limit + 1) + "1"));
        assertEquals(limit + 1, unary.column());
        // exactly at the limit it parses: 64 negations of 1 are 1
        assertDoesNotThrow(() -> assertEquals(1, eval("-".repeat(limit) + "1")));
        ExpressionException huge = assertThrows(ExpressionException.class, () -> eval(deep));
        assertTrue(huge.getMessage().startsWith("expected an expression of at most " + ExpressionParser.MAX_CHARS
                + " characters, found 200001"), huge.getMessage());
    }

    @Test
    void aLongSumWithinTheLengthLimitEvaluates() throws ExpressionException {
        // "1+1+...+1" of (MAX_CHARS + 1) / 2 ones: the left-deep tree must evaluate without a stack overflow
        int ones = (ExpressionParser.MAX_CHARS + 1) / 2;
        assertEquals(ones, eval("1" + "+1".repeat(ones - 1)));
        assertThrows(ExpressionException.class, () -> eval("1" + "+1".repeat(ones)));
    }

    @Test
    void compilesOnceToATree() throws ExpressionException {
        Expr e = ExpressionParser.parse("(rank + 1) % size", new Scope());
        assertEquals("((rank + 1) % size)", e.toString());
        assertEquals(0, e.eval(new long[] {7, 8}));
    }
}

package org.collsim.engine.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SuggestTest {
    private static final List<String> ALGORITHMS = List.of("recursive_doubling", "reduce_scatter_allgather", "ring");

    @Test
    void nearestByLevenshtein() {
        assertEquals(Optional.of("ring"), Suggest.nearest("rign", ALGORITHMS));
        assertEquals(Optional.of("recursive_doubling"), Suggest.nearest("recursive-doubling", ALGORITHMS));
        assertEquals(Optional.of("recursive_doubling"), Suggest.nearest("recursive_doubleing", ALGORITHMS));
    }

    @Test
    void caseOnlyDifferenceWins() {
        assertEquals(Optional.of("L"), Suggest.nearest("l", List.of("o", "g", "L", "G")));
        assertEquals(Optional.of("G"), Suggest.nearest("G", List.of("g", "G")));
    }

    @Test
    void farNamesSuggestNothing() {
        assertEquals(Optional.empty(), Suggest.nearest("pairwise", ALGORITHMS));
        assertEquals(Optional.empty(), Suggest.nearest("x", List.of("o", "g")));
        assertEquals("", Suggest.didYouMean("xyz", ALGORITHMS));
        assertEquals(" (did you mean \"ring\"?)", Suggest.didYouMean("rin", ALGORITHMS));
    }

    @Test
    void quotedList() {
        assertEquals("\"a\", \"b\" or \"c\"", Suggest.quotedList(List.of("a", "b", "c")));
        assertEquals("\"a\"", Suggest.quotedList(List.of("a")));
    }
}

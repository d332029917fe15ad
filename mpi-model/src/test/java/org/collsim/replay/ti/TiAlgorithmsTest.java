package org.collsim.replay.ti;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.Collective;
import org.junit.jupiter.api.Test;

/** Algorithm choices for a replay, written as a scenario writes an algorithm in text. */
class TiAlgorithmsTest {
    private final AlgorithmRegistry registry = AlgorithmRegistry.builtIn();

    @Test
    void aNameOrANameWithParameters() {
        assertEquals("binomial", TiAlgorithms.choose(registry, Collective.BCAST, "binomial").algorithm().label());
        assertEquals("knomial:k=4", TiAlgorithms.choose(registry, Collective.BCAST, "knomial:k=4").algorithm().label());
    }

    @Test
    void whatIsWrongSaysWhatWasExpected() {
        TiAlgorithms.Choice typo = TiAlgorithms.choose(registry, Collective.BCAST, "binomal");
        assertNull(typo.algorithm());
        assertTrue(typo.expected().startsWith("a bcast algorithm"), typo.expected());
        assertTrue(typo.found().contains("did you mean \"binomial\""), typo.found());
        TiAlgorithms.Choice range = TiAlgorithms.choose(registry, Collective.BCAST, "knomial:k=1");
        assertEquals("parameters knomial takes", range.expected());
        assertEquals("k must be in 2..65536, found 1", range.found());
        TiAlgorithms.Choice unknown = TiAlgorithms.choose(registry, Collective.BCAST, "knomial:q=3");
        assertTrue(unknown.found().contains("not \"q\""), unknown.found());
        TiAlgorithms.Choice form = TiAlgorithms.choose(registry, Collective.BCAST, "knomial:k");
        assertEquals("parameters as name=value, separated by commas (\"knomial:k=4\")", form.expected());
    }
}

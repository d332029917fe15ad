package org.collsim.engine.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RegistryTest {
    record Entry(String name) implements Registry.Named {
    }

    private final Registry<Entry> models = Registry.of("network model",
            List.of(new Entry("hockney"), new Entry("loggp"), new Entry("flow")));

    @Test
    void findsByNameInRegistrationOrder() {
        assertEquals(List.of("hockney", "loggp", "flow"), models.names());
        assertEquals(Optional.of(new Entry("loggp")), models.find("loggp"));
        assertEquals(Optional.empty(), models.find("LogGP"));
    }

    @Test
    void unknownNameSuggestsAndLists() {
        assertEquals("a network model: \"hockney\", \"loggp\" or \"flow\"", models.expected());
        assertEquals("\"hockny\" (did you mean \"hockney\"?)", models.found("hockny"));
        assertEquals("\"x\"", models.found("x"));
    }

    @Test
    void longInputIsQuotedShort() {
        String message = models.found("h".repeat(100_000));
        assertTrue(message.length() < 100, message);
        assertTrue(message.contains("... (100000 characters)"), message);
    }

    @Test
    void duplicateNamesAreRefused() {
        Registry.DuplicateNameException e = assertThrows(Registry.DuplicateNameException.class,
                () -> Registry.of("layer", List.of(new Entry("tuned"), new Entry("tuned"))));
        assertTrue(e.getMessage().startsWith("two layers named \"tuned\""), e.getMessage());
    }
}

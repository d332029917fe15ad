package org.collsim.scenario;

import java.util.List;
import org.collsim.mpi.layer.LayerFactory;

/** One stack of layers from the scenario, upper layer first; empty means the default table. */
public record LayerStack(List<LayerFactory> factories) {
    public static final LayerStack EMPTY = new LayerStack(List.of());

    public LayerStack {
        factories = List.copyOf(factories);
    }

    public List<String> names() {
        return factories.stream().map(LayerFactory::name).toList();
    }

    public boolean isEmpty() {
        return factories.isEmpty();
    }

    // written out: a record's own equals and hashCode bootstrap method handles on first use, a
    // good part of validate's start-up (docs/PERFORMANCE.md, start-up, session 6)
    @Override
    public boolean equals(Object o) {
        return o instanceof LayerStack s && factories.equals(s.factories);
    }

    @Override
    public int hashCode() {
        return factories.hashCode();
    }

    /** "[]" or "[hierarchical, tuned]". */
    public String describe() {
        return names().toString();
    }
}

package org.collsim.mpi.layer;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.TreeMap;

/** The layers this build and its class path know, by name. */
public final class Layers {
    private final Map<String, LayerFactory> byName = new TreeMap<>();

    private Layers(Iterable<LayerFactory> factories) {
        for (LayerFactory f : factories) {
            LayerFactory old = byName.putIfAbsent(f.name(), f);
            if (old != null && old.getClass() != f.getClass()) {
                throw new IllegalStateException("two layers named \"" + f.name() + "\": "
                        + old.getClass().getName() + " and " + f.getClass().getName());
            }
        }
    }

    /** Every layer on the class path, built-in or not. */
    public static Layers discover() {
        return new Layers(ServiceLoader.load(LayerFactory.class, Layers.class.getClassLoader()));
    }

    public static Layers of(List<LayerFactory> factories) {
        return new Layers(factories);
    }

    public Optional<LayerFactory> find(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    public List<String> names() {
        return new ArrayList<>(byName.keySet());
    }

    public List<LayerFactory> all() {
        return new ArrayList<>(byName.values());
    }
}

package org.collsim.mpi.layer;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.collsim.engine.registry.PluginException;
import org.collsim.engine.registry.Registry;
import org.collsim.engine.registry.ServiceFiles;

/**
 * The layers this build and its class path know: a {@link Registry} of {@link LayerFactory}
 * services, in name order. {@link #discover} reads every jar's
 * {@code META-INF/services/org.collsim.mpi.layer.LayerFactory} as {@link java.util.ServiceLoader}
 * would ({@link ServiceFiles}), but a broken plug-in is reported with its jar and class instead
 * of ServiceLoader's bare error.
 */
public final class Layers {
    private final Registry<LayerFactory> registry;

    private Layers(List<LayerFactory> factories) {
        List<LayerFactory> sorted = new ArrayList<>(factories);
        sorted.sort(Comparator.comparing(LayerFactory::name));
        this.registry = Registry.of("layer", sorted);
    }

    /**
     * Every layer on the class path, built-in or not.
     *
     * @throws PluginException when a service entry names a class that is missing, fails to load
     *     or is not a LayerFactory, or when two layers share a name
     */
    public static Layers discover() {
        return discover(Layers.class.getClassLoader());
    }

    /** Every layer {@code loader} sees. */
    public static Layers discover(ClassLoader loader) {
        try {
            return new Layers(ServiceFiles.load(LayerFactory.class, loader));
        } catch (Registry.DuplicateNameException e) {
            throw new PluginException("layer plug-ins: " + e.getMessage());
        } catch (IOException e) {
            throw new PluginException("layer plug-ins: cannot read the class path's service files (" + e.getMessage() + ")");
        }
    }

    public static Layers of(List<LayerFactory> factories) {
        return new Layers(factories);
    }

    /** The registry: find, names, all and the "unknown layer" message. */
    public Registry<LayerFactory> registry() {
        return registry;
    }

    public Optional<LayerFactory> find(String name) {
        return registry.find(name);
    }

    public List<String> names() {
        return registry.names();
    }

    public List<LayerFactory> all() {
        return registry.all();
    }
}

package org.collsim.mpi.layer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.collsim.engine.registry.PluginException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Layers come from service files; a broken plug-in is an error naming its jar and its class. */
class LayerDiscoveryTest {
    private static final String SERVICES = "META-INF/services/org.collsim.mpi.layer.LayerFactory";

    /** Always fails to initialise, as a plug-in class whose static set-up throws. */
    public static final class BrokenInitLayerFactory {
        static {
            if (Boolean.TRUE) {
                throw new IllegalStateException("no licence file");
            }
        }
    }

    @TempDir
    Path plugin;

    private Layers discoverWith(String serviceFile) throws Exception {
        Path services = plugin.resolve(SERVICES);
        Files.createDirectories(services.getParent());
        Files.writeString(services, serviceFile);
        URLClassLoader loader = new URLClassLoader(new URL[] {plugin.toUri().toURL()}, getClass().getClassLoader());
        return Layers.discover(loader);
    }

    private String failure(String serviceFile) {
        return assertThrows(PluginException.class, () -> discoverWith(serviceFile)).getMessage();
    }

    private String prefix(String className) {
        return "plug-in " + plugin.toUri().getPath() + ": class " + className + " (listed in " + SERVICES + ") ";
    }

    @Test
    void builtInLayersAreFoundInNameOrder() {
        assertEquals(List.of("hierarchical", "hw-collectives", "tuned"), Layers.discover().names());
    }

    @Test
    void commentsBlankLinesAndRepeatedEntriesAreAccepted() throws Exception {
        Layers layers = discoverWith("# a comment\n\norg.collsim.mpi.layer.tuned.TunedLayerFactory  # again\n");
        assertEquals(List.of("hierarchical", "hw-collectives", "tuned"), layers.names());
    }

    @Test
    void aMissingClassNamesTheJarAndTheClass() {
        assertEquals(prefix("org.example.Missing") + "is not on the class path", failure("org.example.Missing\n"));
    }

    @Test
    void aClassThatFailsToLoadNamesTheJarTheClassAndTheCause() {
        String name = BrokenInitLayerFactory.class.getName();
        assertEquals(prefix(name) + "failed to load: java.lang.IllegalStateException: no licence file", failure(name));
    }

    @Test
    void aClassOfTheWrongTypeIsRefused() {
        assertEquals(prefix("java.lang.String") + "is not a LayerFactory", failure("java.lang.String"));
    }
}

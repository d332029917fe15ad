package org.collsim.engine.registry;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Service providers read from {@code META-INF/services/<interface>} files, in the format
 * {@link java.util.ServiceLoader} reads (one class name a line, {@code #} comments), each
 * instantiated through its public no-argument constructor. Unlike ServiceLoader, every failure
 * names the jar whose entry is at fault and the class: a missing class, one that fails to
 * load or to construct, one of the wrong type.
 */
public final class ServiceFiles {
    private ServiceFiles() {
    }

    public static <S> List<S> load(Class<S> service, ClassLoader loader) throws IOException {
        Set<String> seen = new LinkedHashSet<>();
        List<S> out = new ArrayList<>();
        for (URL file : Collections.list(loader.getResources("META-INF/services/" + service.getName()))) {
            for (String className : entries(file)) {
                if (seen.add(className)) { // a jar twice on the class path lists its classes twice
                    out.add(instantiate(service, className, loader, jarOf(file)));
                }
            }
        }
        return out;
    }

    private static List<String> entries(URL file) throws IOException {
        List<String> names = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(file.openStream(), StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                String name = line.replaceFirst("#.*", "").strip();
                if (!name.isEmpty()) {
                    names.add(name);
                }
            }
        }
        return names;
    }

    private static <S> S instantiate(Class<S> service, String className, ClassLoader loader, String jar) {
        String prefix = "plug-in " + jar + ": class " + className + " (listed in META-INF/services/" + service.getName() + ") ";
        try {
            Class<?> type = Class.forName(className, true, loader);
            if (!service.isAssignableFrom(type)) {
                throw new PluginException(prefix + "is not a " + service.getSimpleName());
            }
            return service.cast(type.getConstructor().newInstance());
        } catch (ClassNotFoundException e) {
            throw new PluginException(prefix + "is not on the class path");
        } catch (InvocationTargetException e) {
            throw new PluginException(prefix + "failed in its constructor: " + describe(e.getCause()));
        } catch (ReflectiveOperationException e) {
            throw new PluginException(prefix + "cannot be constructed (it needs a public no-argument constructor): "
                    + describe(e));
        } catch (LinkageError e) {
            throw new PluginException(prefix + "failed to load: " + describe(e.getCause() != null ? e.getCause() : e));
        }
    }

    private static String describe(Throwable t) {
        return t.getClass().getName() + (t.getMessage() == null ? "" : ": " + t.getMessage());
    }

    /** The jar (or class directory) holding a service file: "/path/layer.jar". */
    private static String jarOf(URL file) {
        String url = file.toString();
        int bang = url.indexOf("!/");
        String location = bang >= 0 ? url.substring(0, bang) : url.substring(0, url.indexOf("META-INF/services/"));
        return location.replaceFirst("^jar:", "").replaceFirst("^file:", "");
    }
}

package org.collsim.engine.registry;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
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
        List<S> out = new ArrayList<>();
        for (Entry entry : entries(service, loader)) {
            out.add(entry.instantiate(service, loader));
        }
        return out;
    }

    /**
     * One line of a service file: the class it names, the words of its comment (collsim's own
     * files say there what the class provides, so that a registry can leave it unloaded until
     * asked for that), and the service file it is in.
     */
    public record Entry(String className, String comment, URL file) {
        /** The class, loaded and constructed; any failure names the jar and the class. */
        public <S> S instantiate(Class<S> service, ClassLoader loader) {
            return ServiceFiles.instantiate(service, className, loader, file);
        }
    }

    /** Every entry of the service files {@code loader} sees, in class-path order, each class once. */
    public static List<Entry> entries(Class<?> service, ClassLoader loader) throws IOException {
        Set<String> seen = new HashSet<>();
        List<Entry> out = new ArrayList<>();
        for (URL file : Collections.list(loader.getResources("META-INF/services/" + service.getName()))) {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(file.openStream(), StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    int hash = line.indexOf('#');
                    String name = (hash < 0 ? line : line.substring(0, hash)).strip();
                    if (!name.isEmpty() && seen.add(name)) { // a jar twice on the class path lists its classes twice
                        out.add(new Entry(name, hash < 0 ? "" : line.substring(hash + 1).strip(), file));
                    }
                }
            }
        }
        return out;
    }

    private static <S> S instantiate(Class<S> service, String className, ClassLoader loader, URL file) {
        try {
            Class<?> type = Class.forName(className, true, loader);
            if (!service.isAssignableFrom(type)) {
                throw new PluginException(at(service, className, file) + "is not a " + service.getSimpleName());
            }
            return service.cast(type.getConstructor().newInstance());
        } catch (ClassNotFoundException e) {
            throw new PluginException(at(service, className, file) + "is not on the class path");
        } catch (InvocationTargetException e) {
            throw new PluginException(at(service, className, file) + "failed in its constructor: " + describe(e.getCause()));
        } catch (ReflectiveOperationException e) {
            throw new PluginException(at(service, className, file)
                    + "cannot be constructed (it needs a public no-argument constructor): " + describe(e));
        } catch (LinkageError e) {
            throw new PluginException(at(service, className, file) + "failed to load: "
                    + describe(e.getCause() != null ? e.getCause() : e));
        }
    }

    /** "plug-in /path/x.jar: class a.B (listed in META-INF/services/...) ": where a failing entry is. */
    private static String at(Class<?> service, String className, URL file) {
        return "plug-in " + jarOf(file) + ": class " + className + " (listed in META-INF/services/" + service.getName() + ") ";
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

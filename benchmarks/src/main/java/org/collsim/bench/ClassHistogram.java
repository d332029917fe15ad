package org.collsim.bench;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.management.JMException;
import javax.management.ObjectName;

/**
 * The classes that hold the most live heap, from the JVM's own class histogram (the diagnostic
 * command {@code GC.class_histogram}, which collects garbage first): what a rank's bytes are made of.
 */
final class ClassHistogram {
    private ClassHistogram() {
    }

    /** One line of the histogram. */
    record Entry(String className, long instances, long bytes) {
    }

    /** The {@code top} classes by live bytes, largest first. */
    static List<Entry> largest(int top) {
        String text;
        try {
            Object out = ManagementFactory.getPlatformMBeanServer().invoke(
                    new ObjectName("com.sun.management:type=DiagnosticCommand"), "gcClassHistogram",
                    new Object[] {new String[0]}, new String[] {String[].class.getName()});
            text = String.valueOf(out);
        } catch (JMException e) {
            throw new IllegalStateException("the JVM gave no class histogram: " + e.getMessage(), e);
        }
        List<Entry> entries = new ArrayList<>();
        for (String line : text.lines().toList()) {
            // "   1:       1048576      109051904  org.collsim.mpi.progress.Packet"
            String[] f = line.trim().split("\\s+");
            if (f.length >= 4 && f[0].endsWith(":") && entries.size() < top) {
                entries.add(new Entry(f[3], Long.parseLong(f[1]), Long.parseLong(f[2])));
            }
        }
        return entries;
    }

    /** The {@code top} classes, one comment line each with the bytes they hold per rank. */
    static String describe(int top, int ranks) {
        StringBuilder out = new StringBuilder();
        for (Entry e : largest(top)) {
            out.append(String.format(Locale.ROOT, "#   %-55s %10d objects %8.1f MiB %7.1f B/rank%n", e.className(),
                    e.instances(), e.bytes() / (1024.0 * 1024.0), (double) e.bytes() / ranks));
        }
        return out.toString();
    }
}

package org.collsim.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/**
 * What produced a result: collsim's version and the source revision it was built from (both
 * written into the jar at build time, see scenarios/pom.xml) and the JDK that runs it.
 */
final class BuildInfo implements IVersionProvider {
    private static final String RESOURCE = "build.properties";

    /** "collsim 0.1.0-SNAPSHOT (revision 1c1221d...)". */
    static String collsim() {
        Properties p = new Properties();
        try (InputStream in = BuildInfo.class.getResourceAsStream(RESOURCE)) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            // a jar without the file: "unknown" below
        }
        return "collsim " + p.getProperty("version", "unknown") + " (revision " + p.getProperty("revision", "unknown") + ")";
    }

    /** "Eclipse Adoptium 17.0.12+7". */
    static String jdk() {
        return System.getProperty("java.vendor") + " " + System.getProperty("java.runtime.version");
    }

    @Override
    public String[] getVersion() {
        return new String[] {collsim(), "JDK: " + jdk()};
    }
}

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
        return "collsim " + version() + " (revision " + revision() + ")";
    }

    /** "0.1.0-SNAPSHOT", or "unknown" in a jar without the file. */
    static String version() {
        return properties().getProperty("version", "unknown");
    }

    /** {@code git describe --always --dirty} of the sources the jar was built from, or "unknown". */
    static String revision() {
        return properties().getProperty("revision", "unknown");
    }

    private static Properties properties() {
        Properties p = new Properties();
        try (InputStream in = BuildInfo.class.getResourceAsStream(RESOURCE)) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            // a jar without the file: "unknown" in the callers
        }
        return p;
    }

    /** What produced a run of {@code scenario}: this build and JDK, the scenario's hash, tree and resolved machines. */
    static org.collsim.report.Provenance provenance(String scenarioHash, com.fasterxml.jackson.databind.JsonNode scenario,
                                                    java.util.List<com.fasterxml.jackson.databind.JsonNode> machines) {
        return new org.collsim.report.Provenance(version(), revision(), jdk(), scenarioHash, scenario, machines);
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

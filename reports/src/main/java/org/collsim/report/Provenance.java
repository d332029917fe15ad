package org.collsim.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * What produced a set of records and what they ran on, written at the top of
 * {@code results.json}: collsim's version and source revision, the JDK, the scenario's hash and
 * JSON tree, and the resolved machines (preset expanded, defaults filled in) that records name by
 * index. {@code scenario} is null and {@code machines} empty for records of an older log that
 * did not keep them.
 */
public record Provenance(String version, String revision, String jdk, String scenarioHash, JsonNode scenario,
                         List<JsonNode> machines) {
    public Provenance {
        machines = List.copyOf(machines);
    }

    /** "collsim 0.1.0 (revision 1c1221d), JDK Debian 17.0.15+6, scenario sha256:91d5...": the reports' line. */
    public String producedBy() {
        return "collsim " + version + " (revision " + revision + "), JDK " + jdk + ", scenario " + scenarioHash;
    }

    /** Whether the scenario and machines are known, so that a record can be run again. */
    public boolean canRerun() {
        return scenario != null && !machines.isEmpty();
    }
}

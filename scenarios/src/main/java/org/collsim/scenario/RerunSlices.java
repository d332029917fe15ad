package org.collsim.scenario;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.collsim.report.Provenance;
import org.collsim.report.ResultRecord;
import org.collsim.scenario.json.Problems;

/**
 * The scenario that runs one record alone ({@link Rerun#slice}), for each line of results.jsonl:
 * the sweep is expanded once, and each record's slice cut from its variant and its machine.
 * results.json shares the scenario and machines among its records instead.
 */
public final class RerunSlices {
    private final Map<Map<String, String>, JsonNode> variants = new HashMap<>();
    private final List<JsonNode> machines;

    private RerunSlices(List<SweepAxes.Variant> variants, List<JsonNode> machines) {
        variants.forEach(v -> this.variants.put(v.axes(), v.tree()));
        this.machines = machines;
    }

    /** The slices of the provenance's scenario; empty when it keeps none, or its sweep does not expand. */
    public static Optional<RerunSlices> of(Provenance p) {
        if (!p.canRerun()) {
            return Optional.empty();
        }
        return SweepAxes.expand(p.scenario(), new Problems()).map(v -> new RerunSlices(v, p.machines()));
    }

    /** The slice of {@code r}; empty when its axes or machine are not the scenario's (then only results.json reruns it). */
    public Optional<ObjectNode> of(ResultRecord r) {
        JsonNode variant = variants.get(r.axes());
        Integer machine = r.machine();
        if (variant == null || machine == null || machine < 0 || machine >= machines.size()) {
            return Optional.empty();
        }
        return Optional.of(Rerun.slice(variant, machines.get(machine), r));
    }
}

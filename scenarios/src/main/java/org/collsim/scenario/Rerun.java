package org.collsim.scenario;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.collsim.mpi.select.Selectors;
import java.util.Map;
import java.util.Optional;
import org.collsim.mpi.error.BadInputException;
import org.collsim.report.CompactJson;
import org.collsim.report.ResultRecord;
import org.collsim.scenario.json.Problems;

/**
 * Finds the point of a record again from its provenance ({@code collsim rerun}): the scenario's
 * sweep variant with the record's axes, its machine replaced by the record's resolved machine and
 * its workload narrowed to the record's slice (a benchmark record: its rank count and size, and,
 * unless a selector chooses them, its collective and algorithm; a program's or a trace's: no
 * benchmark; the communicator workload's: the workload alone), read by the ordinary loader; then the
 * point with the record's identity (collective or program, algorithm, layer stack, ranks, bytes).
 * The slice is what makes one record of a 1,000-point sweep quick to rerun, and a record of
 * {@code collsim tune}, whose algorithms the file's scenario may not list, rerunnable.
 */
public final class Rerun {
    private Rerun() {
    }

    /**
     * The point the record {@code wanted} describes; {@code source} names the results file in
     * messages, files the scenario names are read relative to {@code directory}. A scenario that no longer validates is a {@link ScenarioException}; a record no
     * point of it matches is bad input.
     */
    public static ScenarioPoint<?> point(ScenarioLoader loader, JsonNode scenario, Map<String, String> axes, JsonNode machine,
                                         ResultRecord wanted, String source, java.nio.file.Path directory)
            throws ScenarioException {
        Problems problems = new Problems();
        Optional<List<SweepAxes.Variant>> variants = SweepAxes.expand(scenario, problems);
        if (variants.isEmpty()) {
            throw new ScenarioException(source + " (its scenario)", problems);
        }
        SweepAxes.Variant variant = variants.get().stream().filter(v -> v.axes().equals(axes)).findFirst()
                .orElseThrow(() -> new BadInputException(source + ": expected a sweep variant with the record's axes "
                        + axes + ", found none in the file's scenario"));
        return point(loader, slice(variant.tree(), machine, wanted), wanted, source, directory);
    }

    /**
     * The scenario that runs {@code wanted} alone: the sweep variant's tree {@code variant} (no
     * {@code "sweep"} left) on {@code machine}, its workload narrowed to the record's slice. A
     * line of results.jsonl carries it, so that the line alone can be run again.
     */
    public static ObjectNode slice(JsonNode variant, JsonNode machine, ResultRecord wanted) {
        ObjectNode tree = variant.deepCopy();
        tree.set("machine", machine);
        narrow(tree, wanted);
        return tree;
    }

    /** The point of {@code slice} ({@link #slice}) with the identity of {@code wanted}. */
    public static ScenarioPoint<?> point(ScenarioLoader loader, JsonNode slice, ResultRecord wanted, String source,
                                         java.nio.file.Path directory) throws ScenarioException {
        Scenario s = loader.parse(CompactJson.of(slice).getBytes(StandardCharsets.UTF_8), source + " (its scenario)", directory);
        for (ScenarioPoint<?> p : ScenarioRunner.points(s)) {
            ResultRecord r = p.identity().build();
            if (r.collective().equals(wanted.collective()) && r.algorithm().equals(wanted.algorithm())
                    && r.ranks() == wanted.ranks() && r.sizeBytes() == wanted.sizeBytes() && r.layers().equals(wanted.layers())) {
                return p;
            }
        }
        throw new BadInputException(source + ": expected a point of the file's scenario with the record's identity ("
                + wanted + ", layers " + wanted.layersLabel() + "), found none");
    }

    /** The scenario {@code tree} cut down to the workload of {@code wanted} (see the class comment). */
    private static void narrow(ObjectNode tree, ResultRecord wanted) {
        String kind = wanted.collective();
        if (kind.equals(CommWorkloadPoint.COLLECTIVE)) {
            tree.remove(List.of("benchmark", "program", "trace", "workload")); // the workload alone is a scenario
            return;
        }
        tree.remove(CommWorkloadPoint.COLLECTIVE);
        if (kind.equals("program") || kind.equals("trace")) {
            tree.remove("benchmark"); // a program and a trace stay: a trace's record may name itself a program
            return;
        }
        tree.remove(List.of("program", "trace", "workload"));
        if (!(tree.get("benchmark") instanceof ObjectNode b)) {
            return; // the loader says what is missing
        }
        b.set("ranks", b.arrayNode().add(wanted.ranks()));
        if (!b.has("selector")) {
            b.set("collectives", b.arrayNode().add(kind));
            if (wanted.algorithm().equals(Selectors.DEFAULT)) {
                b.remove("algorithms"); // the point named none: MPICH's choice
            } else {
                b.set("algorithms", b.arrayNode().add(wanted.algorithm()));
            }
        }
        if (kind.equals("barrier") && !b.has("selector")) {
            b.remove("bytes");
        } else if (!b.has("counts")) {
            b.set("bytes", b.arrayNode().add(wanted.sizeBytes()));
        }
    }
}

package org.collsim.scenario;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.collsim.scenario.json.Cursor;
import org.collsim.scenario.json.JsonText;
import org.collsim.scenario.json.Problem;
import org.collsim.topo.ExplicitPlacement;
import org.collsim.topo.RankPlacement;
import org.collsim.topo.Topology;

/**
 * {@code "placement": {"file": "ranks.txt"}}: an explicit placement read from a text file (relative to
 * the scenario's directory) with one node per line, the i-th node for rank i; blank lines and text after
 * {@code #} are skipped. Problems are reported at {@code $.machine.topology.placement.file} as
 * {@code ranks.txt:LINE: expected ..., found "VALUE"}; repeated nodes are checked with the ranks per node,
 * as for a list in the scenario.
 */
final class PlacementFile {
    private static final String FILE = "file";

    private PlacementFile() {
    }

    static Optional<RankPlacement> read(Cursor c, Optional<Topology> topology) {
        if (!c.object("a placement file object such as {\"file\": \"ranks.txt\"}", List.of(FILE), List.of())) {
            return Optional.empty();
        }
        Cursor at = c.field(FILE);
        Optional<String> name = at.isPresent() ? at.string("a file name such as \"ranks.txt\"") : Optional.empty();
        if (name.isEmpty()) {
            return Optional.empty();
        }
        try {
            byte[] bytes = ScenarioLoader.read(at.resolve(name.get()), name.get(), "a placement file");
            long maxNode = topology.map(t -> t.nodeCount() - 1L).orElse((long) Topology.MAX_NODES - 1);
            return parse(new String(bytes, StandardCharsets.UTF_8), name.get(), maxNode, at);
        } catch (ScenarioException e) {
            at.failWith(name.get() + ": " + e.problems().get(0).message(), Problem.Kind.INVALID);
            return Optional.empty();
        }
    }

    /** One node per entry line; the first bad entry is reported and ends the reading. */
    private static Optional<RankPlacement> parse(String text, String source, long maxNode, Cursor at) {
        String[] lines = text.split("\r?\n", -1);
        int[] nodes = new int[lines.length];
        int[] lineOfRank = new int[lines.length];
        int ranks = 0;
        for (int i = 0; i < lines.length; i++) {
            String entry = lines[i].replaceFirst("#.*", "").strip();
            if (entry.isEmpty()) {
                continue;
            }
            if (!entry.matches("[0-9]{1,9}") || Long.parseLong(entry) > maxNode) {
                at.failWith(source + ":" + (i + 1) + ": expected a node of the topology (an integer from 0 to " + maxNode
                        + "), found " + JsonText.quote(entry), Problem.Kind.INVALID);
                return Optional.empty();
            }
            nodes[ranks] = Integer.parseInt(entry);
            lineOfRank[ranks++] = i + 1;
        }
        if (ranks == 0) {
            at.failWith(source + ": expected one node per rank, found no entry", Problem.Kind.INVALID);
            return Optional.empty();
        }
        return Optional.of(new ExplicitPlacement(Arrays.copyOf(nodes, ranks), source, Arrays.copyOf(lineOfRank, ranks)));
    }
}

package org.collsim.scenario;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.collsim.scenario.json.Cursor;

/**
 * Parses {@code machine}: {@code network} (between nodes), optional {@code intra_node} (inside a
 * node, same models and spellings, read by the same {@link NetworkParser}) and optional
 * {@code ranks_per_node}.
 */
final class MachineParser {
    static final String RANKS_PER_NODE = "ranks_per_node";
    static final String INTRA_NODE = "intra_node";

    private final NetworkParser networkParser;

    MachineParser(NetworkParser networkParser) {
        this.networkParser = networkParser;
    }

    Optional<MachineSpec> parse(Cursor c) {
        if (!c.isPresent() || !c.object("a machine object with a \"network\"", List.of("network"),
                List.of(RANKS_PER_NODE, INTRA_NODE))) {
            return Optional.empty();
        }
        Cursor networkAt = c.field("network");
        Optional<NetworkSpec> network = networkAt.isPresent() ? networkParser.parse(networkAt) : Optional.empty();
        Cursor intraAt = c.field(INTRA_NODE);
        Optional<Optional<NetworkSpec>> intra = intraAt.isPresent()
                ? networkParser.parse(intraAt).map(Optional::of) : Optional.of(Optional.empty());
        Cursor perNodeAt = c.field(RANKS_PER_NODE);
        OptionalLong perNode = perNodeAt.isPresent()
                ? perNodeAt.integer("a number of ranks per node", 1, BenchmarkParser.MAX_RANKS) : OptionalLong.of(0);
        if (intraAt.isPresent() && !perNodeAt.isPresent()) {
            intraAt.fail("\"" + RANKS_PER_NODE + "\" beside \"" + INTRA_NODE + "\" (without nodes no message is intra-node)",
                    "no \"" + RANKS_PER_NODE + "\" in the machine");
            return Optional.empty();
        }
        if (network.isEmpty() || intra.isEmpty() || perNode.isEmpty()) {
            return Optional.empty();
        }
        OptionalInt ranksPerNode = perNodeAt.isPresent() ? OptionalInt.of((int) perNode.getAsLong()) : OptionalInt.empty();
        return Optional.of(new MachineSpec(network.get(), intra.get(), ranksPerNode));
    }
}

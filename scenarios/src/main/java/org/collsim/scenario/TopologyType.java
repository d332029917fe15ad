package org.collsim.scenario;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.collsim.engine.registry.Registry;
import org.collsim.scenario.json.Cursor;
import org.collsim.topo.Topology;

/**
 * A topology type as scenarios name it ({@code machine.topology.type}): its own fields (besides
 * {@code type}, {@code per_hop} and {@code placement}), a line for {@code collsim list} and the reader
 * that builds the {@link Topology} from the topology object, reporting its own problems.
 *
 * @param name      the value of {@code type} ("fat_tree")
 * @param required  fields the type needs
 * @param optional  fields it may have
 * @param fieldHelp the fields as {@code collsim list} shows them
 * @param summary   what it is and how hops are counted
 * @param reader    the topology object to the topology, empty after reporting a problem
 */
public record TopologyType(String name, List<String> required, List<String> optional, String fieldHelp, String summary,
                           Function<Cursor, Optional<Topology>> reader) implements Registry.Named {
}

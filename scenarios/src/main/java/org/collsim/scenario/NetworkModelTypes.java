package org.collsim.scenario;

import java.util.List;
import java.util.Optional;
import org.collsim.engine.registry.Registry;

/**
 * The network models scenarios can name, a {@link Registry}: parsing, errors, {@code collsim
 * list} and the contract tests all read it, so a model's name is written once, in its type.
 */
public final class NetworkModelTypes {
    private static final NetworkModelTypes BUILT_IN = new NetworkModelTypes(List.of(
            new HockneyModelType(), new LogGPModelType(), new FlowModelType()));

    private final Registry<NetworkModelType> registry;

    public NetworkModelTypes(List<NetworkModelType> types) {
        this.registry = Registry.of("network model", types);
    }

    public static NetworkModelTypes builtIn() {
        return BUILT_IN;
    }

    public Registry<NetworkModelType> registry() {
        return registry;
    }

    public List<NetworkModelType> all() {
        return registry.all();
    }

    public List<String> names() {
        return registry.names();
    }

    public Optional<NetworkModelType> find(String name) {
        return registry.find(name);
    }
}

package org.collsim.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The network models scenarios can name; parsing, errors and {@code collsim list} all read this list. */
public final class NetworkModelTypes {
    private static final NetworkModelTypes BUILT_IN = new NetworkModelTypes(List.of(
            new HockneyModelType(), new LogGPModelType(), new FlowModelType()));

    private final List<NetworkModelType> types;

    public NetworkModelTypes(List<NetworkModelType> types) {
        this.types = List.copyOf(types);
    }

    public static NetworkModelTypes builtIn() {
        return BUILT_IN;
    }

    public List<NetworkModelType> all() {
        return types;
    }

    public List<String> names() {
        List<String> out = new ArrayList<>();
        for (NetworkModelType t : types) {
            out.add(t.name());
        }
        return out;
    }

    public Optional<NetworkModelType> find(String name) {
        return types.stream().filter(t -> t.name().equals(name)).findFirst();
    }
}

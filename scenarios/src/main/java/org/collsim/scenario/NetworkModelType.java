package org.collsim.scenario;

import java.util.List;
import org.collsim.engine.net.NetworkModel;
import org.collsim.engine.registry.Registry;

/**
 * A network model as scenarios name it: its parameters (one table that drives both parsing
 * and {@code collsim list}) and how to build the engine's {@link NetworkModel} from parsed
 * values.
 */
public interface NetworkModelType extends Registry.Named {
    /** The value of {@code machine.network.model} ("hockney"). */
    String name();

    /** One line for {@code collsim list}. */
    String summary();

    List<ModelParam> params();

    /** Builds the model; {@code values} holds every parameter key, optional ones defaulted. */
    NetworkModel build(ParamValues values);
}

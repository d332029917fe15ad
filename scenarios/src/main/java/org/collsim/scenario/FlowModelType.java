package org.collsim.scenario;

import org.collsim.scenario.json.ParamKind;
import java.util.List;
import org.collsim.engine.net.NetworkModel;
import org.collsim.topo.flow.FlowParameters;

/**
 * {@code "model": "flow"}: alpha, link_bandwidth, injection_bandwidth, optional gamma (see
 * {@link FlowParameters}); needs {@code machine.topology}, whose {@code per_hop} is every link's
 * latency (docs/MODELS.md, flow).
 */
public final class FlowModelType implements NetworkModelType {
    private static final List<ModelParam> PARAMS = List.of(
            ModelParam.required("alpha", ParamKind.DURATION, "software latency of every message at the sender"),
            ModelParam.required("link_bandwidth", ParamKind.PER_BYTE, "bandwidth of every topology link, each direction"),
            ModelParam.required("injection_bandwidth", ParamKind.PER_BYTE, "bandwidth of every node's injection and ejection link"),
            ModelParam.optional("gamma", ParamKind.PER_BYTE, "0ps/B", "reduction time per byte on the CPU"));

    @Override
    public String name() {
        return "flow";
    }

    @Override
    public String summary() {
        return "flows routed over the topology's links, bandwidth shared max-min fairly; needs machine.topology";
    }

    @Override
    public List<ModelParam> params() {
        return PARAMS;
    }

    @Override
    public NetworkModel build(ParamValues values) {
        return new FlowParameters(values.ps("alpha"), values.perByte("link_bandwidth"), values.perByte("injection_bandwidth"),
                values.perByte("gamma"));
    }
}

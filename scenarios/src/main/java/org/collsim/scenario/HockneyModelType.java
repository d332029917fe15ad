package org.collsim.scenario;

import org.collsim.scenario.json.ParamKind;
import java.util.List;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.NetworkModel;

/** {@code "model": "hockney"}: alpha, beta, optional gamma (see {@link HockneyModel}). */
public final class HockneyModelType implements NetworkModelType {
    private static final List<ModelParam> PARAMS = List.of(
            ModelParam.required("alpha", ParamKind.DURATION, "latency of every message"),
            ModelParam.required("beta", ParamKind.PER_BYTE, "transfer time per byte (or a bandwidth)"),
            ModelParam.optional("gamma", ParamKind.PER_BYTE, "0ps/B", "reduction time per byte on the CPU"));

    @Override
    public String name() {
        return "hockney";
    }

    @Override
    public String summary() {
        return "contention-free; an n-byte message takes alpha + n*beta, one send and one receive at a time per rank";
    }

    @Override
    public List<ModelParam> params() {
        return PARAMS;
    }

    @Override
    public NetworkModel build(ParamValues values) {
        return new HockneyModel(values.ps("alpha"), values.perByte("beta"), values.perByte("gamma"));
    }
}

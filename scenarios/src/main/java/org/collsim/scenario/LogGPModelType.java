package org.collsim.scenario;

import org.collsim.scenario.json.ParamKind;
import java.util.List;
import org.collsim.engine.net.LogGPModel;
import org.collsim.engine.net.NetworkModel;

/** {@code "model": "loggp"}: L, o, g, G, O, S and optional gamma, as LogGOPSim applies them (see {@link LogGPModel}). */
public final class LogGPModelType implements NetworkModelType {
    private static final List<ModelParam> PARAMS = List.of(
            ModelParam.required("L", ParamKind.DURATION, "wire latency"),
            ModelParam.required("o", ParamKind.DURATION, "CPU overhead per message"),
            ModelParam.required("g", ParamKind.DURATION, "NIC gap between messages"),
            ModelParam.required("G", ParamKind.PER_BYTE, "NIC gap per byte"),
            ModelParam.required("O", ParamKind.PER_BYTE, "CPU overhead per byte"),
            ModelParam.required("S", ParamKind.SIZE_BYTES, "eager limit: larger messages use rendezvous"),
            ModelParam.optional("gamma", ParamKind.PER_BYTE, "0ps/B", "reduction time per byte on the CPU"));

    @Override
    public String name() {
        return "loggp";
    }

    @Override
    public String summary() {
        return "LogGP/LogGOPS: one hop takes 2o + L + (s-1)max(O, G); rendezvous above S bytes";
    }

    @Override
    public List<ModelParam> params() {
        return PARAMS;
    }

    @Override
    public NetworkModel build(ParamValues values) {
        return new LogGPModel(values.ps("L"), values.ps("o"), values.ps("g"), values.perByte("G"), values.perByte("O"),
                values.bytes("S"), values.perByte("gamma"));
    }
}

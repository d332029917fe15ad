package org.collsim.scenario;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.collsim.engine.registry.Suggest;
import org.collsim.mpi.wireup.WireupMode;
import org.collsim.mpi.wireup.WireupParams;
import org.collsim.scenario.json.Cursor;
import org.collsim.scenario.json.JsonText;
import org.collsim.scenario.json.ParamKind;

/**
 * The process manager's cost keys with their defaults (shown by {@code collsim list}; sources
 * in docs/WIREUP.md), read the same way by a wire-up file and by a program scenario's
 * {@code "wireup": {"mode", "fan_out", costs...}}.
 */
public final class WireupCosts {
    public static final List<ModelParam> PARAMS = List.of(
            ModelParam.optional("proxy_request", ParamKind.DURATION, "2us", "a proxy's CPU time per PMI message it receives or sends"),
            ModelParam.optional("pm_latency", ParamKind.DURATION, "20us", "latency of a message between proxies (the management network)"),
            ModelParam.optional("pm_per_byte", ParamKind.PER_BYTE, "8ns/B", "per byte of a process-manager message (1 Gb/s)"),
            ModelParam.optional("local_latency", ParamKind.DURATION, "5us", "latency between a rank and its node's proxy (a local socket)"),
            ModelParam.optional("card", ParamKind.SIZE_BYTES, "128B", "one business card in the key-value space (key and value)"));
    /** Largest fan-out or ranks per node a file may give. */
    public static final long MAX_COUNT = 1L << 28;
    public static final long DEFAULT_FAN_OUT = 32;

    private WireupCosts() {
    }

    /**
     * The costs of {@code w} (defaults where absent) with fan-out {@code fanOut}, for one rank
     * ({@link WireupParams#forJob} gives the job's ranks).
     */
    public static Optional<WireupParams> read(Cursor w, long fanOut) {
        return ParamValues.readOptional(w, PARAMS).map(c -> new WireupParams(1, 1, fanOut,
                c.ps("proxy_request"), c.ps("pm_latency"), c.perByte("pm_per_byte"), c.ps("local_latency"), c.bytes("card")));
    }

    /** An optional count such as {@code fan_out}: 1 to 2^28, {@code fallback} when absent. */
    public static OptionalLong count(Cursor c, String what, long fallback) {
        return c.isPresent() ? c.integer(what, 1, MAX_COUNT) : OptionalLong.of(fallback);
    }

    /** A wire-up mode's spelling ("pmi1", "pmi2", "direct"). */
    public static Optional<WireupMode> mode(Cursor c) {
        List<String> names = Arrays.stream(WireupMode.values()).map(WireupMode::id).toList();
        String expected = "a wire-up mode: " + Suggest.quotedList(names);
        Optional<String> s = c.string(expected);
        int index = s.map(names::indexOf).orElse(-1);
        if (s.isPresent() && index < 0) {
            c.fail(expected, JsonText.quote(s.get()) + Suggest.didYouMean(s.get(), names));
        }
        return index < 0 ? Optional.empty() : Optional.of(WireupMode.values()[index]);
    }
}

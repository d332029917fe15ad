package org.collsim.scenario;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.collsim.mpi.coll.CountsSpec;
import org.collsim.scenario.json.Cursor;

/**
 * Reads {@code "counts"}, how a "v" collective's total splits over the ranks:
 * {@code "uniform"}, {@code {"skew": "linear", "ratio": 8}}, {@code {"random": "lognormal",
 * "sigma": 1.0, "seed": 7}} or an explicit list of per-rank sizes in bytes.
 */
public final class CountsParser {
    static final String EXPECTED = "\"uniform\", {\"skew\": \"linear\", \"ratio\": 8}, {\"random\": \"lognormal\", "
            + "\"sigma\": 1.0, \"seed\": 1} or a list of per-rank sizes in bytes";
    /** The largest ratio of the last rank's block to the first's. */
    static final long MAX_RATIO = 1_000_000;
    /** The largest lognormal sigma: e^(4 x 8) still fits the quantized weights of CountsSpec.Lognormal. */
    static final double MAX_SIGMA = 4;

    private CountsParser() {
    }

    /** The split {@code c} describes (uniform when absent); per-rank sizes must be multiples of {@code datatype}. */
    public static Optional<CountsSpec> read(Cursor c, Datatype datatype) {
        if (!c.isPresent()) {
            return Optional.of(new CountsSpec.Uniform());
        }
        if (c.node().isTextual()) {
            if (c.node().textValue().equals("uniform")) {
                return Optional.of(new CountsSpec.Uniform());
            }
            c.fail(EXPECTED);
            return Optional.empty();
        }
        if (c.node().isArray()) {
            return list(c, datatype);
        }
        if (c.node().isObject() && c.node().has("skew")) {
            return skew(c);
        }
        if (c.node().isObject() && c.node().has("random")) {
            return random(c);
        }
        c.fail(EXPECTED);
        return Optional.empty();
    }

    private static Optional<CountsSpec> skew(Cursor c) {
        if (!c.object("{\"skew\": \"linear\", \"ratio\": R}", List.of("skew", "ratio"), List.of())) {
            return Optional.empty();
        }
        Cursor kind = c.field("skew");
        boolean linear = kind.node().isTextual() && kind.node().textValue().equals("linear");
        if (!linear) {
            kind.fail("a skew: \"linear\"");
        }
        OptionalLong ratio = c.field("ratio").isPresent()
                ? c.field("ratio").integer("the last rank's block over the first's", 1, MAX_RATIO) : OptionalLong.empty();
        return linear && ratio.isPresent() ? Optional.of(new CountsSpec.LinearSkew(ratio.getAsLong())) : Optional.empty();
    }

    private static Optional<CountsSpec> random(Cursor c) {
        if (!c.object("{\"random\": \"lognormal\", \"sigma\": S, \"seed\": N}", List.of("random"), List.of("sigma", "seed"))) {
            return Optional.empty();
        }
        Cursor kind = c.field("random");
        boolean lognormal = kind.node().isTextual() && kind.node().textValue().equals("lognormal");
        if (!lognormal) {
            kind.fail("a distribution: \"lognormal\"");
        }
        Optional<Double> sigma = sigma(c.field("sigma"));
        OptionalLong seed = c.field("seed").isPresent()
                ? c.field("seed").integer("a seed", Long.MIN_VALUE, Long.MAX_VALUE) : OptionalLong.of(1);
        if (!lognormal || sigma.isEmpty() || seed.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new CountsSpec.Lognormal(sigma.get(), seed.getAsLong()));
    }

    private static Optional<Double> sigma(Cursor c) {
        if (!c.isPresent()) {
            return Optional.of(1.0);
        }
        if (c.node().isNumber() && c.node().doubleValue() > 0 && c.node().doubleValue() <= MAX_SIGMA) {
            return Optional.of(c.node().doubleValue());
        }
        c.fail("a lognormal sigma above 0 and at most " + (long) MAX_SIGMA);
        return Optional.empty();
    }

    private static Optional<CountsSpec> list(Cursor c, Datatype datatype) {
        Optional<List<Cursor>> items = c.array("a non-empty list of per-rank sizes in bytes", 1);
        if (items.isEmpty()) {
            return Optional.empty();
        }
        long[] elements = new long[items.get().size()];
        boolean ok = true;
        for (int r = 0; r < elements.length; r++) {
            Cursor item = items.get().get(r);
            OptionalLong bytes = UnitValues.read(item, ParamKind.SIZE_BYTES);
            if (bytes.isPresent() && bytes.getAsLong() % datatype.sizeBytes() != 0) {
                item.fail("a multiple of " + datatype.sizeBytes() + " bytes (the size of datatype \"" + datatype.id() + "\")",
                        Long.toString(bytes.getAsLong()));
            } else if (bytes.isPresent()) {
                elements[r] = bytes.getAsLong() / datatype.sizeBytes();
                continue;
            }
            ok = false;
        }
        return ok ? Optional.of(new CountsSpec.Explicit(elements)) : Optional.empty();
    }
}

package org.collsim.scenario.json;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.collsim.mpi.coll.Counts;
import org.collsim.mpi.coll.CountsSpec;

/**
 * Reads {@code "counts"}, how a "v" collective's total splits over the ranks:
 * {@code "uniform"}, {@code {"skew": "linear", "ratio": 8}}, {@code {"random": "lognormal",
 * "sigma": 1.0, "seed": 7}}, an explicit list of per-rank sizes in bytes, or an alltoallv's matrix
 * of sizes in bytes, a list of rows ({@code [[0, 64], [128, 0]]}: row i what rank i sends to each rank)
 * or {@code {"matrix": "counts.txt"}}, a text file of those rows ({@link MatrixFile}).
 */
public final class CountsParser {
    public static final String EXPECTED = "\"uniform\", {\"skew\": \"linear\", \"ratio\": 8}, {\"random\": \"lognormal\", "
            + "\"sigma\": 1.0, \"seed\": 1}, a list of per-rank sizes in bytes or a matrix of them (a list of rows, "
            + "or {\"matrix\": \"file\"})";
    /** The largest ratio of the last rank's block to the first's. */
    static final long MAX_RATIO = 1_000_000;
    /** The largest lognormal sigma: e^(4 x 8) still fits the quantized weights of CountsSpec.Lognormal. */
    static final double MAX_SIGMA = 4;

    private CountsParser() {
    }

    /** The split {@code c} describes (uniform when absent), of a count in bytes. */
    public static Optional<CountsSpec> read(Cursor c) {
        return read(c, 1, "byte");
    }

    /**
     * The split {@code c} describes (uniform when absent); per-rank sizes must be multiples of the
     * datatype's {@code elementBytes} (named {@code datatypeId} in errors).
     */
    public static Optional<CountsSpec> read(Cursor c, int elementBytes, String datatypeId) {
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
        if (c.node().isArray() && !c.node().isEmpty() && c.node().get(0).isArray()) {
            return matrix(c, elementBytes, datatypeId);
        }
        if (c.node().isArray()) {
            return list(c, elementBytes, datatypeId);
        }
        if (c.node().isObject() && c.node().has("skew")) {
            return skew(c);
        }
        if (c.node().isObject() && c.node().has("random")) {
            return random(c);
        }
        if (c.node().isObject() && c.node().has("matrix")) {
            return matrixFile(c, elementBytes, datatypeId);
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

    private static Optional<CountsSpec> list(Cursor c, int elementBytes, String datatypeId) {
        Optional<List<Cursor>> items = c.array("a non-empty list of per-rank sizes in bytes", 1);
        if (items.isEmpty()) {
            return Optional.empty();
        }
        long[] elements = sizes(items.get(), elementBytes, datatypeId);
        return elements == null ? Optional.empty() : Optional.of(new CountsSpec.Explicit(elements));
    }

    /** A square matrix of sizes, row i what rank i sends to each rank. */
    private static Optional<CountsSpec> matrix(Cursor c, int elementBytes, String datatypeId) {
        List<Cursor> rows = c.array("a non-empty list of rows", 1).orElseThrow();
        long[][] elements = new long[rows.size()][];
        boolean ok = true;
        for (int r = 0; r < rows.size(); r++) {
            String expected = "a row of " + rows.size() + " sizes in bytes (the matrix is square: one row per rank, "
                    + "one size per destination)";
            Cursor row = rows.get(r);
            Optional<List<Cursor>> items = row.array(expected, 0);
            if (items.isPresent() && items.get().size() != rows.size()) {
                row.fail(expected, items.get().size() + " sizes");
                items = Optional.empty();
            }
            elements[r] = items.map(list -> sizes(list, elementBytes, datatypeId)).orElse(null);
            ok &= elements[r] != null;
        }
        return ok ? matrixOf(c, elements) : Optional.empty();
    }

    private static Optional<CountsSpec> matrixFile(Cursor c, int elementBytes, String datatypeId) {
        if (!c.object("{\"matrix\": \"file\"}", List.of("matrix"), List.of())) {
            return Optional.empty();
        }
        Cursor file = c.field("matrix");
        Optional<String> name = file.string("a matrix file (relative to the scenario's folder)");
        Optional<long[][]> bytes = name.flatMap(n -> MatrixFile.read(file, c.resolve(n)));
        if (bytes.isEmpty()) {
            return Optional.empty();
        }
        long[][] elements = new long[bytes.get().length][];
        for (int r = 0; r < elements.length; r++) {
            elements[r] = new long[elements.length];
            for (int d = 0; d < elements.length; d++) {
                if (bytes.get()[r][d] % elementBytes != 0) {
                    file.fail("sizes that are multiples of " + elementBytes + " bytes (the size of datatype \"" + datatypeId
                            + "\")", bytes.get()[r][d] + " at row " + (r + 1) + ", column " + (d + 1));
                    return Optional.empty();
                }
                elements[r][d] = bytes.get()[r][d] / elementBytes;
            }
        }
        return matrixOf(c, elements);
    }

    private static Optional<CountsSpec> matrixOf(Cursor c, long[][] elements) {
        try {
            return Optional.of(CountsSpec.Matrix.of(elements));
        } catch (ArithmeticException | IllegalArgumentException e) { // a sum past 2^63 - 1, or too many rows
            c.fail("at most " + Counts.MAX_MATRIX_RANKS + " rows of sizes adding up to at most 2^63 - 1 elements",
                    elements.length + " rows");
            return Optional.empty();
        }
    }

    /** The sizes of {@code items} in elements of the datatype, or null after reporting each bad one. */
    private static long[] sizes(List<Cursor> items, int elementBytes, String datatypeId) {
        long[] elements = new long[items.size()];
        boolean ok = true;
        for (int r = 0; r < elements.length; r++) {
            Cursor item = items.get(r);
            OptionalLong bytes = UnitValues.read(item, ParamKind.SIZE_BYTES);
            if (bytes.isPresent() && bytes.getAsLong() % elementBytes != 0) {
                item.fail("a multiple of " + elementBytes + " bytes (the size of datatype \"" + datatypeId + "\")",
                        Long.toString(bytes.getAsLong()));
            } else if (bytes.isPresent()) {
                elements[r] = bytes.getAsLong() / elementBytes;
                continue;
            }
            ok = false;
        }
        return ok ? elements : null;
    }
}

package org.collsim.scenario;

import org.collsim.scenario.json.UnitValues;
import org.collsim.scenario.json.ParamKind;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Function;
import org.collsim.engine.Units;
import org.collsim.engine.noise.DetourDistribution;
import org.collsim.engine.noise.NoiseModel;
import org.collsim.engine.noise.NoiseModel.Arrivals;
import org.collsim.scenario.json.Cursor;
import org.collsim.scenario.json.JsonText;
import org.collsim.scenario.json.Problem;
import org.collsim.engine.registry.Registry;
import org.collsim.engine.registry.Suggest;

/**
 * Parses {@code machine.noise}: {@code distribution} of the detour durations with its fields
 * (exponential: {@code mean}; fixed or constant: {@code duration}; lognormal: {@code mean},
 * {@code stddev}; bimodal: {@code short}, {@code long}, {@code p_long}), {@code rate} (a rate
 * "1kHz" or a period "1ms") and optional {@code arrivals} ("poisson", the default, or "periodic").
 */
public final class NoiseParser {
    static final String NOISE = "noise";
    private static final String DISTRIBUTION = "distribution";
    private static final String RATE = "rate";
    private static final String ARRIVALS = "arrivals";
    private static final String P_LONG = "p_long";
    private static final String EXAMPLE = "{\"distribution\": \"exponential\", \"mean\": \"2us\", \"rate\": \"1kHz\"}";

    /** A detour distribution as scenarios name it: its fields and how to read them. */
    public record DistributionKind(String name, List<String> fields, Function<Cursor, Optional<DetourDistribution>> reader)
            implements Registry.Named {
    }

    /** The detour distributions, in listing order: parsing, errors and {@code collsim list} read this registry. */
    public static final Registry<DistributionKind> DISTRIBUTIONS = Registry.of("detour distribution", List.of(
            new DistributionKind("exponential", List.of("mean"),
                    c -> positive(c.field("mean")).map(DetourDistribution.Exponential::new)),
            new DistributionKind("fixed", List.of("duration"), NoiseParser::fixed),
            new DistributionKind("constant", List.of("duration"), NoiseParser::fixed),
            new DistributionKind("lognormal", List.of("mean", "stddev"), NoiseParser::lognormal),
            new DistributionKind("bimodal", List.of("short", "long", P_LONG), NoiseParser::bimodal)));
    /**
     * Longest mean interval and longest duration parameter: 40 hours, 1/64 of the longest
     * simulated time (2^63 ps), so that Poisson gaps and detours drawn far out in their tails
     * (64 times the mean has probability e^-64) still fit in the time arithmetic.
     */
    static final long MAX_NOISE_PS = 40 * 3600 * 1_000_000_000_000L;
    private static final long PS_PER_HOUR = 3600 * 1_000_000_000_000L;
    private static final List<String> ARRIVAL_NAMES = List.of(Arrivals.POISSON.id(), Arrivals.PERIODIC.id());

    Optional<NoiseModel> parse(Cursor c) {
        if (!c.isPresent() || !c.node().isObject()) {
            c.fail("a noise object such as " + EXAMPLE);
            return Optional.empty();
        }
        Optional<DistributionKind> kind = c.field(DISTRIBUTION).isPresent() ? distribution(c.field(DISTRIBUTION)) : Optional.empty();
        List<String> required = new ArrayList<>(List.of(DISTRIBUTION, RATE));
        kind.ifPresent(k -> required.addAll(k.fields()));
        List<String> optional = kind.isPresent() ? List.of(ARRIVALS) : allFieldsAndArrivals();
        c.object("a noise object such as " + EXAMPLE, required, optional);
        Optional<DetourDistribution> durations = kind.flatMap(k -> k.reader().apply(c));
        Optional<BigDecimal> interval = c.field(RATE).isPresent() ? interval(c.field(RATE)) : Optional.empty();
        Cursor arrivalsAt = c.field(ARRIVALS);
        Optional<Arrivals> arrivals = arrivalsAt.isPresent() ? arrivals(arrivalsAt) : Optional.of(Arrivals.POISSON);
        if (durations.isEmpty() || interval.isEmpty() || arrivals.isEmpty()) {
            return Optional.empty();
        }
        if (arrivals.get() == Arrivals.PERIODIC && interval.get().stripTrailingZeros().scale() > 0) {
            c.field(RATE).fail("for periodic arrivals, a period that is a whole number of picoseconds",
                    JsonText.describe(c.field(RATE).node()) + " = " + interval.get().toPlainString() + "ps");
            return Optional.empty();
        }
        double fraction = durations.get().meanDurationPs() / interval.get().doubleValue();
        if (fraction >= 1) {
            c.fail("detours that take less than the whole CPU (mean duration / mean interval below 1)",
                    durations.get().describe() + " every " + NoiseModel.formatPs(interval.get()) + " ("
                            + Math.round(fraction * 100) + "% of the CPU)");
            return Optional.empty();
        }
        return Optional.of(new NoiseModel(arrivals.get(), interval.get(), durations.get()));
    }

    private static List<String> allFieldsAndArrivals() {
        return List.of("mean", "duration", "stddev", "short", "long", P_LONG, ARRIVALS);
    }

    private static Optional<DistributionKind> distribution(Cursor at) {
        String expected = "a detour distribution: " + Suggest.quotedList(DISTRIBUTIONS.names());
        Optional<String> name = at.string(expected);
        Optional<DistributionKind> kind = name.flatMap(DISTRIBUTIONS::find);
        if (name.isPresent() && kind.isEmpty()) {
            at.fail(expected, JsonText.quote(name.get()) + Suggest.didYouMean(name.get(), DISTRIBUTIONS.names()));
        }
        return kind;
    }

    private static Optional<DetourDistribution> fixed(Cursor c) {
        return duration(c.field("duration")).map(DetourDistribution.Fixed::new);
    }

    private static Optional<DetourDistribution> lognormal(Cursor c) {
        Optional<Long> mean = positive(c.field("mean"));
        Optional<Long> stddev = positive(c.field("stddev"));
        return mean.isPresent() && stddev.isPresent()
                ? Optional.of(new DetourDistribution.LogNormal(mean.get(), stddev.get())) : Optional.empty();
    }

    private static Optional<DetourDistribution> bimodal(Cursor c) {
        Optional<Long> shortPs = duration(c.field("short"));
        Optional<Long> longPs = duration(c.field("long"));
        Optional<Double> pLong = probability(c.field(P_LONG));
        return shortPs.isPresent() && longPs.isPresent() && pLong.isPresent()
                ? Optional.of(new DetourDistribution.Bimodal(shortPs.get(), longPs.get(), pLong.get())) : Optional.empty();
    }

    /** A duration (not negative); empty, with a problem recorded, otherwise. */
    private static Optional<Long> duration(Cursor at) {
        if (!at.isPresent()) {
            return Optional.empty(); // reported as a missing field
        }
        OptionalLong ps = UnitValues.read(at, ParamKind.DURATION);
        if (ps.isPresent() && ps.getAsLong() > MAX_NOISE_PS) {
            at.fail("a duration of at most " + Units.formatPs(MAX_NOISE_PS));
            return Optional.empty();
        }
        return ps.isPresent() ? Optional.of(ps.getAsLong()) : Optional.empty();
    }

    private static Optional<Long> positive(Cursor at) {
        Optional<Long> ps = duration(at);
        if (ps.isPresent() && ps.get() == 0) {
            at.fail("a positive duration such as \"2us\"");
            return Optional.empty();
        }
        return ps;
    }

    private static Optional<Double> probability(Cursor at) {
        if (!at.isPresent()) {
            return Optional.empty();
        }
        if (at.node().isNumber() && at.node().doubleValue() >= 0 && at.node().doubleValue() <= 1) {
            return Optional.of(at.node().doubleValue());
        }
        at.fail("a probability from 0 to 1, such as 0.01");
        return Optional.empty();
    }

    private static Optional<BigDecimal> interval(Cursor at) {
        if (!at.isPresent() || !at.node().isTextual()) {
            String found = JsonText.describe(at.node());
            at.fail(Units.RATE_EXPECTED, at.node() != null && at.node().isNumber() ? found + " (a number without a unit)" : found);
            return Optional.empty();
        }
        BigDecimal intervalPs;
        try {
            intervalPs = Units.parsePeriodPs(at.node().textValue());
        } catch (IllegalArgumentException | ArithmeticException e) {
            at.failWith(e.getMessage(), Problem.Kind.INVALID);
            return Optional.empty();
        }
        if (intervalPs.compareTo(BigDecimal.valueOf(MAX_NOISE_PS)) > 0) {
            at.fail("a rate of at least one detour per " + MAX_NOISE_PS / PS_PER_HOUR + "h (a mean interval of at most " + Units.formatPs(MAX_NOISE_PS) + ")",
                    JsonText.describe(at.node()) + " = " + intervalPs.toPlainString() + "ps");
            return Optional.empty();
        }
        return Optional.of(intervalPs);
    }

    private static Optional<Arrivals> arrivals(Cursor at) {
        String expected = "detour arrivals: " + Suggest.quotedList(ARRIVAL_NAMES);
        Optional<String> name = at.string(expected);
        if (name.isPresent() && !ARRIVAL_NAMES.contains(name.get())) {
            at.fail(expected, JsonText.quote(name.get()) + Suggest.didYouMean(name.get(), ARRIVAL_NAMES));
            return Optional.empty();
        }
        return name.map(n -> n.equals(Arrivals.PERIODIC.id()) ? Arrivals.PERIODIC : Arrivals.POISSON);
    }
}

package org.collsim.scenario;

import static org.collsim.scenario.NoiseScenarioTest.scenario;
import static org.collsim.scenario.ScenarioFixtures.errors;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every class of error in machine.noise and replications, with its JSON path. */
class NoiseErrorsTest {
    private static List<String> noiseErrors(String noise) {
        return errors(scenario(1, noise, "", 1, "[8]"));
    }

    private static void assertOnly(String expected, List<String> lines) {
        assertEquals(List.of("error: s.json: " + expected), lines);
    }

    @Test
    void anUnknownDistributionSuggestsTheNearest() {
        assertOnly("$.machine.noise.distribution: expected a detour distribution: \"exponential\", \"fixed\", \"constant\", "
                + "\"lognormal\" or \"bimodal\", found \"exponentail\" (did you mean \"exponential\"?)",
                noiseErrors("{\"distribution\": \"exponentail\", \"mean\": \"2us\", \"rate\": \"1kHz\"}"));
    }

    @Test
    void negativeAndZeroDurationsAreRejectedAtTheirPath() {
        assertOnly("$.machine.noise.mean: expected a duration with a unit, such as \"1.5us\", \"800ns\", \"1200ps\" or \"2ms\" "
                + "(not negative), found \"-2us\"", noiseErrors("{\"distribution\": \"exponential\", \"mean\": \"-2us\", \"rate\": \"1kHz\"}"));
        assertOnly("$.machine.noise.stddev: expected a positive duration such as \"2us\", found \"0us\"",
                noiseErrors("{\"distribution\": \"lognormal\", \"mean\": \"2us\", \"stddev\": \"0us\", \"rate\": \"1kHz\"}"));
        assertOnly("$.machine.noise.long: expected a duration with a unit, such as \"1.5us\", \"800ns\", \"1200ps\" or \"2ms\" "
                + "(not negative), found \"-1ms\"", noiseErrors(
                "{\"distribution\": \"bimodal\", \"short\": \"1us\", \"long\": \"-1ms\", \"p_long\": 0.1, \"rate\": \"1kHz\"}"));
    }

    /** A rate whose mean interval is beyond 40 h of simulated time, but within the limit of virtual time. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"150000s|150000000000000000ps", "1e-6Hz|1000000000000000000ps"})
    void ratesBeyondTheLongestIntervalAreRefused(String rate, String intervalPs) {
        assertOnly("$.machine.noise.rate: expected a rate of at least one detour per 40h (a mean interval of at most "
                + "144000s), found \"" + rate + "\" = " + intervalPs,
                noiseErrors("{\"distribution\": \"fixed\", \"duration\": \"1us\", \"rate\": \"" + rate + "\"}"));
    }

    /** A rate so low (1e-30 Hz: a mean interval of 1e42 ps) that its period is beyond the limit of virtual time itself. */
    @ParameterizedTest
    @CsvSource({"1e-30Hz", "1e-9Hz"})
    void ratesBeyondTheLimitOfVirtualTimeAreRefused(String rate) {
        assertOnly("$.machine.noise.rate: expected a period of at most 9,223,372,036,854,775,807 ps (about 106.75 days) "
                + "(a rate of at least 1.1e-7Hz), found \"" + rate + "\"",
                noiseErrors("{\"distribution\": \"fixed\", \"duration\": \"1us\", \"rate\": \"" + rate + "\"}"));
    }

    @Test
    void detourDurationsBeyondTheLongestIntervalAreRefused() {
        // 1e6 s of stddev at 1us of mean: the draws would not fit the simulated time
        assertOnly("$.machine.noise.stddev: expected a duration of at most 144000s, found \"1000000s\"",
                noiseErrors("{\"distribution\": \"lognormal\", \"mean\": \"1us\", \"stddev\": \"1000000s\", "
                        + "\"rate\": \"1Hz\"}"));
        assertOnly("$.machine.noise.long: expected a duration of at most 144000s, found \"200000s\"", noiseErrors(
                "{\"distribution\": \"bimodal\", \"short\": \"1us\", \"long\": \"200000s\", \"p_long\": 1e-12, "
                        + "\"rate\": \"1kHz\"}"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "\"5 furlongs\"|expected a rate such as \"1kHz\", \"100Hz\" or \"2MHz\", or a period such as \"1ms\", found \"5 furlongs\" (unknown unit \"furlongs\")",
        "1000|expected a rate such as \"1kHz\", \"100Hz\" or \"2MHz\", or a period such as \"1ms\", found 1000 (a number without a unit)",
        "\"0Hz\"|expected a positive rate or period, found \"0Hz\"",
        "\"-1kHz\"|expected a rate such as \"1kHz\", \"100Hz\" or \"2MHz\", or a period such as \"1ms\" (not negative), found \"-1kHz\""})
    void badRates(String rate, String message) {
        assertOnly("$.machine.noise.rate: " + message,
                noiseErrors("{\"distribution\": \"fixed\", \"duration\": \"1us\", \"rate\": " + rate + "}"));
    }

    @Test
    void ratesWithUnitsAndPeriodsAreAccepted() {
        for (String rate : List.of("\"1kHz\"", "\"10Hz\"", "\"0.5MHz\"", "\"1ms\"", "\"250us\"")) {
            Scenario s = ScenarioFixtures.valid(scenario(1, "{\"distribution\": \"fixed\", \"duration\": \"1us\", \"rate\": "
                    + rate + "}", "", 1, "[8]"));
            assertTrue(s.machine().noise().isPresent());
        }
    }

    @Test
    void fieldsArrivalsAndProbabilities() {
        List<String> lines = noiseErrors("{\"distribution\": \"exponential\", \"meen\": \"2us\", \"rate\": \"1kHz\"}");
        assertEquals(List.of("error: s.json: $.machine.noise.meen: expected one of the fields \"distribution\", \"rate\", "
                + "\"mean\" or \"arrivals\", found unknown field \"meen\" (did you mean \"mean\"?)",
                "error: s.json: $.machine.noise.mean: expected required field \"mean\", found no such field"), lines);
        assertOnly("$.machine.noise.arrivals: expected detour arrivals: \"poisson\" or \"periodic\", found \"periodc\" "
                + "(did you mean \"periodic\"?)", noiseErrors("{\"distribution\": \"fixed\", \"duration\": \"1us\", "
                + "\"rate\": \"1kHz\", \"arrivals\": \"periodc\"}"));
        assertOnly("$.machine.noise.p_long: expected a probability from 0 to 1, such as 0.01, found 1.5", noiseErrors(
                "{\"distribution\": \"bimodal\", \"short\": \"1us\", \"long\": \"1ms\", \"p_long\": 1.5, \"rate\": \"1kHz\"}"));
        assertOnly("$.machine.noise: expected a noise object such as {\"distribution\": \"exponential\", \"mean\": \"2us\", "
                + "\"rate\": \"1kHz\"}, found \"on\"", noiseErrors("\"on\""));
    }

    @Test
    void noiseMustLeaveTheCpuSomeTimeAndPeriodicTicksBeWholePicoseconds() {
        assertOnly("$.machine.noise: expected detours that take less than the whole CPU (mean duration / mean interval "
                + "below 1), found exponential mean 2ms every 1ms (200% of the CPU)",
                noiseErrors("{\"distribution\": \"exponential\", \"mean\": \"2ms\", \"rate\": \"1kHz\"}"));
        assertOnly("$.machine.noise.rate: expected for periodic arrivals, a period that is a whole number of picoseconds, "
                + "found \"3kHz\" = 333333333.3333333ps", noiseErrors(
                "{\"distribution\": \"fixed\", \"duration\": \"1us\", \"rate\": \"3kHz\", \"arrivals\": \"periodic\"}"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"0|0", "10001|10001", "2.5|2.5", "\"3\"|\"3\""})
    void replicationsFrom1To10000(String value, String found) {
        assertOnly("$.replications: expected a number of replications (an integer from 1 to 10000), found " + found,
                errors(scenario(1, null, "", 1, "[8]").replace("\"replications\": 1", "\"replications\": " + value)));
    }

    /** Issue 8: a rate of 1e-30Hz is a period of 10^42 ps, past the limit of virtual time; refused, not a crash. */
    @Test
    void aRateTooLowForVirtualTimeIsRefused() {
        assertOnly("$.machine.noise.rate: expected a period of at most 9,223,372,036,854,775,807 ps (about 106.75 days) "
                + "(a rate of at least 1.1e-7Hz), found \"1e-30Hz\"",
                noiseErrors("{\"distribution\": \"exponential\", \"mean\": \"2us\", \"rate\": \"1e-30Hz\"}"));
    }

    /** Issue 8: absurd exponents are refused at once with a short message. */
    @Test
    void absurdExponentsAreRefusedQuickly() {
        assertOnly("$.machine.noise.mean: expected a duration with a unit, such as \"1.5us\", \"800ns\", \"1200ps\" or \"2ms\", "
                + "found \"1e999999999ps\" (an exponent beyond 1e30 or 1e-30)",
                noiseErrors("{\"distribution\": \"exponential\", \"mean\": \"1e999999999ps\", \"rate\": \"1kHz\"}"));
    }
}

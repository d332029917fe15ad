package org.collsim.scenario;

import static org.collsim.scenario.ScenarioFixtures.valid;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.List;
import org.collsim.report.ReplicationStats;
import org.collsim.report.ResultRecord;
import org.collsim.report.ResultsJson;
import org.junit.jupiter.api.Test;

/** machine.noise and replications end to end: hand-computed times, determinism, independence of streams. */
class NoiseScenarioTest {
    static final String LOGGP = "{\"model\": \"loggp\", \"L\": \"1.5us\", \"o\": \"1us\", \"g\": \"1us\", \"G\": \"0ps/B\","
            + " \"O\": \"0ps/B\", \"S\": \"64KiB\"}";
    /** 100 ns detours every 800 ns (1.25 MHz), the first at 800 ns, on every rank. */
    static final String PERIODIC = "{\"distribution\": \"fixed\", \"duration\": \"100ns\", \"rate\": \"1.25MHz\","
            + " \"arrivals\": \"periodic\"}";
    static final String POISSON = "{\"distribution\": \"exponential\", \"mean\": \"2us\", \"rate\": \"20kHz\"}";

    static String scenario(long seed, String noise, String extraMachine, int replications, String ranks) {
        return "{\"name\": \"n\", \"seed\": " + seed + ", \"replications\": " + replications
                + ", \"machine\": {\"network\": " + LOGGP + (noise == null ? "" : ", \"noise\": " + noise) + extraMachine
                + "}, \"benchmark\": {\"collectives\": [\"barrier\"], \"ranks\": " + ranks + "}}";
    }

    private static List<ResultRecord> run(String json) {
        return ScenarioRunner.run(valid(json));
    }

    @Test
    void periodicFixedDetoursGiveTheHandComputedBarrier() {
        // Each rank: send o over [0, 1us) holds the detour at 0.8 -> leaves at 1.1, arrives at 2.6; the receive
        // o over [2.6, 3.6) holds the one at 3.2 -> 3.7us (2o + L = 3.5 without noise). With 4 ranks, round 2
        // sends over [3.7, 4.7) + detour at 4.0 -> 4.8, arrives 6.3; receive [6.3, 7.3) + 6.4 + 7.2 -> 7.5us.
        List<ResultRecord> noisy = run(scenario(1, PERIODIC, "", 1, "[2, 4]"));
        assertEquals(3_700_000, noisy.get(0).timePs());
        assertEquals(7_500_000, noisy.get(1).timePs());
        List<ResultRecord> quiet = run(scenario(1, null, "", 1, "[2, 4]"));
        assertEquals(List.of(3_500_000L, 7_000_000L), quiet.stream().map(ResultRecord::timePs).toList());
    }

    @Test
    void sameSeedSameResultsOtherSeedOtherResults() {
        String json = ResultsJson.toJson(run(scenario(1, POISSON, "", 8, "[64]")));
        assertEquals(json, ResultsJson.toJson(run(scenario(1, POISSON, "", 8, "[64]"))));
        assertNotEquals(json, ResultsJson.toJson(run(scenario(2, POISSON, "", 8, "[64]"))));
        ResultRecord r = run(scenario(1, POISSON, "", 8, "[64]")).get(0);
        assertTrue(r.stats().stddevPs().signum() > 0, "replications differ under noise");
        assertTrue(r.stats().minPs() >= 21_000_000, "never faster than without noise (6 rounds x 3.5us)");
        assertEquals(r.stats().meanPs().longValueExact(), r.timePs(), "time_ps is the mean of the replications");
        assertTrue(r.timePs() != run(scenario(1, POISSON, "", 1, "[64]")).get(0).timePs(), "not replication 0's time");
        assertNull(run(scenario(1, POISSON, "", 1, "[64]")).get(0).stats(), "one replication has no stats");
    }

    @Test
    void withoutNoiseEveryReplicationIsTheSame() {
        ResultRecord r = run(scenario(1, null, "", 3, "[64]")).get(0);
        ReplicationStats s = r.stats();
        assertEquals(BigDecimal.valueOf(r.timePs()), s.meanPs());
        assertEquals(BigDecimal.ZERO, s.stddevPs());
        assertEquals(s.minPs(), s.maxPs());
        assertEquals(s.ciLowPs(), s.ciHighPs());
    }

    @Test
    void placementDrawsDoNotShiftTheNoise() {
        // per_hop 0: placement changes nothing but its draws from the "placement" stream
        String torus = ", \"topology\": {\"type\": \"torus\", \"dims\": [4, 4], \"per_hop\": \"0ns\", \"placement\": \"%s\"}";
        List<ResultRecord> block = run(scenario(3, POISSON, torus.formatted("block"), 4, "[16]"));
        List<ResultRecord> random = run(scenario(3, POISSON, torus.formatted("random"), 4, "[16]"));
        assertEquals(block.get(0).stats(), random.get(0).stats());
        assertEquals(block.get(0).timePs(), random.get(0).timePs());
    }

    @Test
    void everyDistributionParsesAndDescribesItself() {
        String[] noises = {POISSON, PERIODIC,
            "{\"distribution\": \"constant\", \"duration\": \"1us\", \"rate\": \"1ms\"}",
            "{\"distribution\": \"lognormal\", \"mean\": \"2us\", \"stddev\": \"1us\", \"rate\": \"1kHz\"}",
            "{\"distribution\": \"bimodal\", \"short\": \"1us\", \"long\": \"100us\", \"p_long\": 0.01, \"rate\": \"100Hz\"}"};
        for (String n : noises) {
            Scenario s = valid(scenario(1, n, "", 2, "[8]"));
            assertTrue(s.machine().describe().contains(" noise every "), s.machine().describe());
            assertEquals(2, s.replications());
            assertEquals(2, ScenarioRunner.run(s).get(0).stats().count());
        }
        assertEquals(1, valid(ScenarioFixtures.QUICKSTART).replications());
        assertTrue(valid(scenario(1, PERIODIC, "", 1, "[2]")).machine().describe()
                .endsWith(", periodic noise every 800ns, fixed 100ns"));
        assertTrue(valid(scenario(1, POISSON, "", 1, "[2]")).machine().describe()
                .endsWith(", poisson noise every 50us on average, exponential mean 2us"));
    }

    @Test
    void programsGetReplicationsToo() {
        String json = "{\"name\": \"p\", \"seed\": 1, \"replications\": 3, \"machine\": {\"network\": " + LOGGP
                + ", \"noise\": " + POISSON + "}, \"program\": {\"ranks\": [4], \"body\": [{\"compute\": \"1ms\"}]}}";
        ResultRecord r = run(json).get(0);
        assertTrue(r.isProgram());
        assertEquals(3, r.stats().count());
        assertTrue(r.stats().minPs() > 1_000_000_000L, "1 ms of compute at 20 kHz meets about 20 detours");
        assertTrue(ResultsJson.toJson(List.of(r)).contains("\"replications\" : 3"));
    }
}

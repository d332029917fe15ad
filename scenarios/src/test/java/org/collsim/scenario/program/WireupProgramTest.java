package org.collsim.scenario.program;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.collsim.engine.PerByte;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.program.ProgramRun;
import org.collsim.mpi.run.RunOptions;
import org.collsim.mpi.wireup.Pattern;
import org.collsim.mpi.wireup.WireupMode;
import org.collsim.mpi.wireup.WireupModel;
import org.collsim.mpi.wireup.WireupParams;
import org.collsim.mpi.wireup.WireupResult;
import org.collsim.scenario.Scenario;
import org.collsim.scenario.ScenarioException;
import org.collsim.scenario.ScenarioLoader;
import org.junit.jupiter.api.Test;

/**
 * A program's job started with a wire-up ({@code "wireup"}): ranks start when their MPI_Init
 * ends, and a first send to a peer waits for the peer's card, fetched through the proxies on
 * the event engine. Costs: proxy_request h = 10, pm_latency L = 1000, pm_per_byte 1 ps/B,
 * local_latency l = 100, card c = 50 B (c beta = 50), fan-out 2, one rank per node; the MPI
 * network is Hockney alpha 1000 ps, beta 10 ps/B, so an 8-byte message takes 1080 ps.
 */
class WireupProgramTest {
    private static final String RANK_1_SENDS = """
            [{"if": {"cond": "rank == 1", "then": [{"send": {"peer": 0, "bytes": 8}}],
                     "else": [{"recv": {"peer": 1, "bytes": 8}}]}}]""";

    private static ProgramRun.Result run(String mode, int ranks, String body) throws ScenarioException {
        return run(mode, ranks, 1, body);
    }

    private static ProgramRun.Result run(String mode, int ranks, int ranksPerNode, String body) throws ScenarioException {
        Scenario s = ScenarioLoader.standard().parse("""
                {"name": "w", "seed": 1,
                 "machine": {"network": {"model": "hockney", "alpha": "1000ps", "beta": "10ps/B"}},
                 "wireup": {"mode": "%s", "fan_out": 2, "proxy_request": "10ps", "pm_latency": "1000ps",
                            "pm_per_byte": "1ps/B", "local_latency": "100ps", "card": "50B"},
                 "program": {"ranks": [%d], "body": %s}}
                """.formatted(mode, ranks, body), "w.json");
        HockneyModel wire = new HockneyModel(1000, 10, 0);
        return ProgramRun.run(new Network(ranks, wire, wire, ranksPerNode, null), s.program().program(), 1,
                RunOptions.defaults());
    }

    @Test
    void directModexPaysOneLookupThroughThePeersProxyOnTheFirstSend() throws ScenarioException {
        // Init (no fence): each proxy serves its rank's put and job attributes, 4 h, after the
        // request arrived (l + c beta): 190; the rank leaves at 290. Rank 1's send at 290: request
        // to proxy 1 at 390, served 2h: 410; at proxy 0 at 1410, served 2h + c beta: 1480; back
        // at proxy 1 at 2480, served 2h + c beta: 2550; the card reaches rank 1 at 2650. The
        // message arrives at 2650 + 1080 = 3730.
        assertEquals(3730, run("direct", 2, RANK_1_SENDS).timePs());
    }

    @Test
    void anUncontendedLookupCostsWhatTheClosedFormSays() throws ScenarioException {
        WireupParams p = new WireupParams(2, 1, 2, 10, 1000, PerByte.ofPs(1), 100, 50);
        for (WireupMode mode : WireupMode.values()) {
            WireupResult closed = new WireupModel(p).run(mode, Pattern.NONE);
            long rank1InitPs = run(mode.id(), 2, "[]").rankDonePs()[1];
            assertEquals(rank1InitPs + closed.firstMessagePenaltyPs() + 1080, run(mode.id(), 2, RANK_1_SENDS).timePs(),
                    mode.id());
        }
    }

    @Test
    void pmi1PaysTheFenceAtInitAndALocalGetPerPeer() throws ScenarioException {
        // Init: 3 h per rank after l + c beta: 180 on both nodes. Proxy 1 sends its card up (h +
        // 50 + L): at proxy 0 at 1240, handled: 1250; the whole space (100 B) down: sent at 1360,
        // handled at proxy 1 at 2370. Ranks released (h + l): rank 0 at 1470, rank 1 at 2480.
        // Rank 1's get from its own proxy: l + 2h + c beta + l = 270: the card at 2750; the
        // message arrives at 3830.
        ProgramRun.Result init = run("pmi1", 2, "[]");
        assertEquals(1470, init.rankDonePs()[0]);
        assertEquals(2480, init.rankDonePs()[1]);
        assertEquals(3830, run("pmi1", 2, RANK_1_SENDS).timePs());
    }

    @Test
    void pmi2GoesUpTheTreeAndBack() throws ScenarioException {
        // Init: 5 h after l + c beta: 200; up: 200 + h + 50 + L = 1260, handled 1270; an empty
        // release: sent 1280, handled at proxy 1 at 2290; rank 1 leaves at 2400. Its lookup:
        // proxy 1 at 2500 (2h: 2520), proxy 0 at 3520 (2h + c beta: 3590), proxy 1 at 4590
        // (4660), the card at 4760; the message arrives at 5840.
        assertEquals(5840, run("pmi2", 2, RANK_1_SENDS).timePs());
    }

    @Test
    void lookupsThatMeetAtAProxyWaitForEachOther() throws ScenarioException {
        // Two ranks per node: init serves 4 h per rank after l + c beta: 230, ranks leave at 330.
        // Ranks 0 and 1 send to ranks 2 and 3 (node 1) at 330: both requests reach proxy 0 at 430,
        // served 430-450 and 450-470; at proxy 1 at 1450 and 1470, served 1450-1520 and 1520-1590;
        // back at proxy 0 at 2520 and 2590, served until 2590 and 2660; the cards arrive at 2690
        // and 2760, the messages at 3770 and 3840: the second lookup waited 70 at the proxies
        // (uncontended both would end at 330 + 2360 + 1080 = 3770).
        String body = """
                [{"if": {"cond": "rank < 2", "then": [{"send": {"peer": "rank + 2", "bytes": 8}}],
                         "else": [{"recv": {"peer": "rank - 2", "bytes": 8}}]}}]""";
        assertEquals(3840, run("direct", 4, 2, body).timePs());
    }

    @Test
    void laterSendsToAKnownPeerPayNothing() throws ScenarioException {
        // The first message arrives at 3730 (as above), which ends the blocking send; the second
        // leaves at once, without a lookup: 3730 + 1080.
        String body = """
                [{"if": {"cond": "rank == 1", "then": [{"send": {"peer": 0, "bytes": 8}}, {"send": {"peer": 0, "bytes": 8}}],
                         "else": [{"recv": {"peer": 1, "bytes": 8}}, {"recv": {"peer": 1, "bytes": 8}}]}}]""";
        assertEquals(4810, run("direct", 2, body).timePs());
    }

    @Test
    void badWireupBlocksAreNamedWithTheirPath() {
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioLoader.standard().parse("""
                {"name": "w", "seed": 1, "machine": {"network": {"model": "hockney", "alpha": "1us", "beta": "1ns/B"}},
                 "wireup": {"mode": "drect", "fan_out": 0}, "program": {"ranks": [2], "body": []}}""", "w.json"));
        String text = String.join("\n", e.lines());
        assertTrue(text.contains("wireup.mode") && text.contains("did you mean \"direct\""), text);
        assertTrue(text.contains("wireup.fan_out"), text);
        ScenarioException alone = assertThrows(ScenarioException.class, () -> ScenarioLoader.standard().parse("""
                {"name": "w", "seed": 1, "machine": {"network": {"model": "hockney", "alpha": "1us", "beta": "1ns/B"}},
                 "wireup": {"mode": "direct"}, "benchmark": {"collective": "bcast", "ranks": [2], "sizes": [8]}}""", "w.json"));
        assertTrue(String.join("\n", alone.lines()).contains("only with a \"program\""), String.join("\n", alone.lines()));
    }
}

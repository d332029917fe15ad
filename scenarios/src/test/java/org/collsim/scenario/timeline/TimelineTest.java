package org.collsim.scenario.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.error.BadInputException;
import org.collsim.report.ResultRecord;
import org.collsim.report.timeline.Timeline;
import org.collsim.report.timeline.Timeline.Lane;
import org.collsim.report.timeline.Timeline.Message;
import org.collsim.report.timeline.Timeline.Span;
import org.collsim.scenario.Scenario;
import org.collsim.scenario.ScenarioLoader;
import org.collsim.scenario.ScenarioRunner;
import org.junit.jupiter.api.Test;

/** A recorded timeline equals the schedule worked out by hand, and recording changes no result. */
class TimelineTest {
    /** Hockney, alpha 2 us and beta 1 ns/B: a 1 KiB message holds both ports for 2 us + 1024 ns = 3,024,000 ps. */
    private static final String BCAST = """
            {"name": "t", "seed": 1,
             "machine": {"network": {"model": "hockney", "alpha": "2us", "beta": "1ns/B", "gamma": "500ps/B"}},
             "benchmark": {"collectives": ["bcast", "allreduce"], "algorithms": {"bcast": ["binomial"],
                           "allreduce": ["recursive_doubling"]}, "ranks": [4, 128], "bytes": [1024]}}
            """;
    private static final long T = 3_024_000;

    private static Scenario scenario() throws Exception {
        return ScenarioLoader.standard().parse(BCAST, "t.json");
    }

    private static Timeline bcast() throws Exception {
        return ScenarioRunner.timeline(AlgorithmRegistry.builtIn(), ScenarioRunner.points(scenario()), 1, "--timeline 1");
    }

    @Test
    void aFourRankBinomialBcastIsTheHandWorkedSchedule() throws Exception {
        Timeline t = bcast();
        assertEquals("bcast/binomial at 4 ranks, 1024 bytes", t.title());
        // MPICH's binomial tree from root 0: mask 2 first (0 -> 2), then mask 1 (0 -> 1 and 2 -> 3). The root's
        // two sends share its send port, so 0 -> 1 waits for 0 -> 2: [0, T] then [T, 2T]; 2 -> 3 starts when 2 has
        // its data at T and ends at 2T. The call ends at 2T = 6.048 us.
        assertEquals(List.of(
                new Span(0, Lane.NIC_SEND, "send", 0, T), new Span(0, Lane.NIC_SEND, "send", T, 2 * T),
                new Span(2, Lane.NIC_SEND, "send", T, 2 * T)), lane(t, Lane.NIC_SEND));
        assertEquals(List.of(
                new Span(1, Lane.NIC_RECEIVE, "receive", T, 2 * T), new Span(2, Lane.NIC_RECEIVE, "receive", 0, T),
                new Span(3, Lane.NIC_RECEIVE, "receive", T, 2 * T)), lane(t, Lane.NIC_RECEIVE));
        assertEquals(List.of(new Message(0, 2, "eager", 1024, 0, T), new Message(0, 1, "eager", 1024, T, 2 * T),
                new Message(2, 3, "eager", 1024, T, 2 * T)), t.messages());
        // hockney spends no CPU: ranks 1 and 3 wait for [0, T] with both ports idle; 0 and 2 never wait
        assertEquals(List.of(new Span(1, Lane.CPU, "wait", 0, T), new Span(3, Lane.CPU, "wait", 0, T)), lane(t, Lane.CPU));
        // the operations, from issue (all at 0 but 2's send, issued when its receive completed) to completion
        assertEquals(List.of(
                new Span(0, Lane.MPI, "send 2 (1024 B)", 0, T), new Span(0, Lane.MPI, "send 1 (1024 B)", 0, 2 * T),
                new Span(1, Lane.MPI, "recv 0 (1024 B)", 0, 2 * T), new Span(2, Lane.MPI, "recv 0 (1024 B)", 0, T),
                new Span(2, Lane.MPI, "send 3 (1024 B)", T, 2 * T), new Span(3, Lane.MPI, "recv 2 (1024 B)", 0, 2 * T)),
                lane(t, Lane.MPI));
        assertEquals(2 * T, t.endPs());
    }

    @Test
    void recordingChangesNoResult() throws Exception {
        List<ResultRecord> records = ScenarioRunner.run(scenario());
        assertEquals(bcast().endPs(), records.get(0).timePs());
        Timeline allreduce = ScenarioRunner.timeline(AlgorithmRegistry.builtIn(), ScenarioRunner.points(scenario()), 3,
                "--timeline 3");
        assertEquals("allreduce/recursive_doubling at 4 ranks, 1024 bytes", allreduce.title());
        assertEquals(records.get(2).timePs(), allreduce.endPs());
        // recursive doubling: 2 exchanges of 1 KiB, each followed by a 1 KiB reduction at 500 ps/B = 512,000 ps
        assertEquals(2 * (T + 512_000), allreduce.endPs());
        assertTrue(allreduce.spans().stream().anyMatch(s -> s.name().equals("reduce") && s.durationPs() == 512_000));
    }

    @Test
    void pointsTooLargeToReadOrOutOfRangeAreBadInput() throws Exception {
        List<org.collsim.scenario.ScenarioPoint<?>> points = ScenarioRunner.points(scenario());
        BadInputException large = assertThrows(BadInputException.class,
                () -> ScenarioRunner.timeline(AlgorithmRegistry.builtIn(), points, 2, "--timeline 2"));
        assertEquals("--timeline 2: expected a point of at most 64 ranks (a larger timeline cannot be read), "
                + "found bcast/binomial at 128 ranks, 1024 bytes", large.getMessage());
        BadInputException outside = assertThrows(BadInputException.class,
                () -> ScenarioRunner.timeline(AlgorithmRegistry.builtIn(), points, 5, "--timeline 5"));
        assertEquals("--timeline 5: expected a point number from 1 to 4, found 5", outside.getMessage());
    }

    @Test
    void underFlowTheNicLanesShowEachFlowFromReadyToItsLastByte() throws Exception {
        // flow on a 2-node crossbar, per_hop 0 (no route latency), 10 GB/s NICs and links, alpha 1 us: a 1000-byte
        // bcast from 0 to 1 is ready at 0, begins at alpha = 1,000,000 ps, sends 1000 B at 10 B/ns in 100,000 ps:
        // the sender's NIC [0, 1,100,000], the receiver's from the first byte (1,000,000) to the last (1,100,000)
        Scenario s = ScenarioLoader.standard().parse("""
                {"name": "f", "seed": 1,
                 "machine": {"network": {"model": "flow", "alpha": "1us", "link_bandwidth": "10GB/s",
                                         "injection_bandwidth": "10GB/s", "gamma": "100ps/B"},
                             "topology": {"type": "crossbar", "nodes": 2, "per_hop": "0ns"}},
                 "benchmark": {"collectives": ["bcast"], "algorithms": ["binomial"], "ranks": [2], "bytes": [1000]}}
                """, "f.json");
        Timeline t = ScenarioRunner.timeline(AlgorithmRegistry.builtIn(), ScenarioRunner.points(s), 1, "--timeline 1");
        assertEquals(List.of(new Span(0, Lane.NIC_SEND, "send", 0, 1_100_000)), lane(t, Lane.NIC_SEND));
        assertEquals(List.of(new Span(1, Lane.NIC_RECEIVE, "receive", 1_000_000, 1_100_000)), lane(t, Lane.NIC_RECEIVE));
        assertEquals(List.of(new Message(0, 1, "eager", 1000, 0, 1_100_000)), t.messages());
    }

    /**
     * Every flow arrow's two ends lie in a slice ("X") of their thread, the binding viewers need, for
     * LogGP rendezvous (128 KiB ring chunks above S = 64 KiB) and flow (a linear alltoall's concurrent flows).
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {
        "{\"model\": \"loggp\", \"L\": \"1us\", \"o\": \"300ns\", \"g\": \"200ns\", \"G\": \"80ps/B\", \"O\": \"10ps/B\", \"S\": \"64KiB\"}}",
        "{\"model\": \"flow\", \"alpha\": \"1us\", \"link_bandwidth\": \"10GB/s\", \"injection_bandwidth\": \"10GB/s\"},"
            + " \"topology\": {\"type\": \"fat_tree\", \"k\": 4, \"levels\": 2, \"per_hop\": \"50ns\"}}"})
    void everyArrowEndIsInASliceOfItsThread(String network) throws Exception {
        Scenario s = ScenarioLoader.standard().parse("{\"name\": \"b\", \"seed\": 1, \"machine\": {\"network\": " + network + ","
                + " \"benchmark\": {\"collectives\": [\"allreduce\", \"alltoall\"], \"algorithms\": {\"allreduce\": [\"ring\"],"
                + " \"alltoall\": [\"linear\"]}, \"ranks\": [8], \"bytes\": [1048576]}}", "b.json");
        for (int point : new int[] {1, 2}) {
            com.fasterxml.jackson.databind.JsonNode trace = new com.fasterxml.jackson.databind.ObjectMapper()
                    .enable(com.fasterxml.jackson.databind.DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                    .readTree(org.collsim.report.timeline.ChromeTrace.toJson(ScenarioRunner.timeline(
                            AlgorithmRegistry.builtIn(), ScenarioRunner.points(s), point, "--timeline")));
            List<com.fasterxml.jackson.databind.JsonNode> events = new java.util.ArrayList<>();
            trace.get("traceEvents").forEach(events::add);
            int arrows = 0;
            for (com.fasterxml.jackson.databind.JsonNode e : events) {
                String ph = e.get("ph").asText();
                if (ph.equals("s") || ph.equals("f")) {
                    arrows++;
                    assertTrue(events.stream().anyMatch(x -> x.get("ph").asText().equals("X") && x.get("pid").equals(e.get("pid"))
                            && x.get("tid").equals(e.get("tid")) && x.get("ts").decimalValue().compareTo(e.get("ts").decimalValue()) <= 0
                            && x.get("ts").decimalValue().add(x.get("dur").decimalValue()).compareTo(e.get("ts").decimalValue()) >= 0),
                            "point " + point + ": no slice encloses " + e);
                }
            }
            int messages = point == 1 ? 2 * 7 * 8 : 8 * 7; // ring: 2(p-1) steps of p messages; linear alltoall: p(p-1)
            assertEquals(2 * messages, arrows, "an \"s\" and an \"f\" per message");
        }
    }

    @Test
    void aProgramsPointToPointCallsAreOperations() throws Exception {
        // Hockney alpha 2 us, beta 1 ns/B: rank 0's blocking send of 1 KiB completes when its port is free at
        // T = 3,024,000 ps (ProgramTimingTest), rank 1's receive when the message arrives, also at T
        Scenario s = ScenarioLoader.standard().parse("""
                {"name": "p", "seed": 1,
                 "machine": {"network": {"model": "hockney", "alpha": "2us", "beta": "1ns/B", "gamma": "500ps/B"}},
                 "program": {"ranks": [2], "body": [{"if": {"cond": "rank == 0",
                     "then": [{"send": {"peer": 1, "bytes": 1024}}], "else": [{"recv": {"peer": 0, "bytes": 1024}}]}}]}}
                """, "p.json");
        Timeline t = ScenarioRunner.timeline(AlgorithmRegistry.builtIn(), ScenarioRunner.points(s), 1, "--timeline 1");
        assertEquals(List.of(new Span(0, Lane.MPI, "send to 1 tag 0 (1024 B)", 0, T),
                new Span(1, Lane.MPI, "recv from 0 tag 0 (1024 B)", 0, T)), lane(t, Lane.MPI));
    }

    private static List<Span> lane(Timeline t, Lane lane) {
        return t.spans().stream().filter(s -> s.lane() == lane).toList();
    }
}

package org.collsim.scenario.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.report.timeline.ChromeTrace;
import org.collsim.report.timeline.Timeline;
import org.collsim.report.timeline.Timeline.Lane;
import org.collsim.report.timeline.Timeline.Message;
import org.collsim.report.timeline.Timeline.Span;
import org.collsim.scenario.ScenarioLoader;
import org.collsim.scenario.ScenarioRunner;
import org.junit.jupiter.api.Test;

/**
 * A rendezvous sender's hold is drawn on its "rendezvous" lane, from the send's issue to its data's
 * departure (RTS/CTS/DATA) or to the match (LogGOPS), with the handshake as flow arrows; every
 * time below is worked out by hand from the model's parameters. Each case is a 2-rank binomial bcast
 * of 2048 bytes from rank 0, above the eager limit of 1 KiB.
 */
class RendezvousHoldTest {
    /** Hockney alpha 1 us, beta 1 ns/B; matching and queue costs 0 so that only the named costs count. */
    private static final String HOCKNEY = "{\"model\": \"hockney\", \"alpha\": \"1us\", \"beta\": \"1ns/B\"}";
    private static final String NIC = "\"eager_limit\": \"1KiB\", \"host_send\": \"200ns\", \"host_packet\": \"300ns\","
            + " \"nic_packet\": \"500ns\", \"match_per_entry\": \"0ns\", \"queue_lock\": \"0ns\", \"queue_atomic\": \"0ns\"";

    private static Timeline bcast(String network, String nic) throws Exception {
        String machine = "\"network\": " + network + (nic == null ? "" : ", \"nic\": {" + nic + "}");
        String json = "{\"name\": \"h\", \"seed\": 1, \"machine\": {" + machine + "}, \"benchmark\": {\"collectives\": [\"bcast\"],"
                + " \"algorithms\": [\"binomial\"], \"ranks\": [2], \"bytes\": [2048]}}";
        return ScenarioRunner.timeline(AlgorithmRegistry.builtIn(),
                ScenarioRunner.points(ScenarioLoader.standard().parse(json, "h.json")), 1, "--timeline 1");
    }

    @Test
    void aHostDrivenNicHoldsTheSenderFromItsRtsToItsData() throws Exception {
        Timeline t = bcast(HOCKNEY, "\"type\": \"host\", " + NIC);
        // rank 0 posts the send on its CPU (host_send) [0, 200,000]; the RTS (no payload) holds both ports for
        // alpha [200,000, 1,200,000]; rank 1 handles it (host_packet) [1,200,000, 1,500,000] and sends the CTS
        // (host_send) at 1,700,000, which arrives at 2,700,000; rank 0 handles it [2,700,000, 3,000,000] and the
        // DATA leaves at 3,000,000, arriving after alpha + 2048 ns at 6,048,000
        assertEquals(List.of(new Message(0, 1, "rndv_rts", 2048, 200_000, 1_200_000),
                new Message(1, 0, "rndv_cts", 2048, 1_700_000, 2_700_000),
                new Message(0, 1, "rndv_data", 2048, 3_000_000, 6_048_000)), t.messages());
        // the send was issued at 0: the hold is [0, 3,000,000]
        assertEquals(List.of(new Span(0, Lane.RENDEZVOUS, "hold", 0, 3_000_000)), lane(t, Lane.RENDEZVOUS));
        assertHoldCarriesTheHandshake(t, 200_000, 2_700_000);
    }

    @Test
    void anOffloadNicHoldsTheSenderWhileItsProcessorDoesTheHandshake() throws Exception {
        Timeline t = bcast(HOCKNEY, "\"type\": \"offload\", " + NIC);
        // host_send [0, 200,000], then rank 0's NIC processor (nic_packet) [200,000, 700,000]; the RTS leaves at
        // 700,000 and arrives at 1,700,000; rank 1's NIC handles it [1,700,000, 2,200,000] and sends the CTS
        // [2,200,000, 2,700,000], arriving at 3,700,000; rank 0's NIC handles it [3,700,000, 4,200,000]: DATA
        // leaves at 4,200,000 and arrives at 4,200,000 + 1,000,000 + 2,048,000 = 7,248,000, where rank 1's NIC
        // handles it [7,248,000, 7,748,000]
        assertEquals(List.of(new Message(0, 1, "rndv_rts", 2048, 700_000, 1_700_000),
                new Message(1, 0, "rndv_cts", 2048, 2_700_000, 3_700_000),
                new Message(0, 1, "rndv_data", 2048, 4_200_000, 7_248_000)), t.messages());
        assertEquals(List.of(new Span(0, Lane.RENDEZVOUS, "hold", 0, 4_200_000)), lane(t, Lane.RENDEZVOUS));
        assertEquals(List.of(new Span(0, Lane.NIC_PROCESSOR, "processor", 200_000, 700_000),
                new Span(0, Lane.NIC_PROCESSOR, "processor", 3_700_000, 4_200_000),
                new Span(1, Lane.NIC_PROCESSOR, "processor", 1_700_000, 2_200_000),
                new Span(1, Lane.NIC_PROCESSOR, "processor", 2_200_000, 2_700_000),
                new Span(1, Lane.NIC_PROCESSOR, "processor", 7_248_000, 7_748_000)), lane(t, Lane.NIC_PROCESSOR));
        assertHoldCarriesTheHandshake(t, 700_000, 3_700_000);
    }

    @Test
    void underLogGopsTheSenderIsHeldUntilTheMatch() throws Exception {
        Timeline t = bcast("{\"model\": \"loggp\", \"L\": \"1us\", \"o\": \"300ns\", \"g\": \"200ns\", \"G\": \"1ns/B\","
                + " \"O\": \"0ps/B\", \"S\": \"1KiB\"}", null);
        // one message, issued and leaving at 0 (o ends at 300,000), arrives at 300,000 + L = 1,300,000, where rank 1,
        // its receive posted and its CPU free, matches it at once: rank 0's CPU and send side are held [0, 1,300,000]
        assertEquals(List.of(new Message(0, 1, "loggops_rendezvous", 2048, 0, 1_300_000)), t.messages());
        assertEquals(List.of(new Span(0, Lane.RENDEZVOUS, "hold", 0, 1_300_000)), lane(t, Lane.RENDEZVOUS));
        // the receive: o plus (n-1) G of CPU from the arrival, 1,300,000 + 300,000 + 2,047,000
        assertEquals(3_647_000, t.endPs());
    }

    @Test
    void eagerMessagesHoldNothing() throws Exception {
        assertEquals(List.of(), lane(bcast(HOCKNEY, "\"type\": \"host\", \"eager_limit\": \"4KiB\""), Lane.RENDEZVOUS));
    }

    /**
     * In the Chrome trace, rank 0's hold is a slice of its "rendezvous" thread that encloses the RTS's tail
     * ({@code rtsSentPs}) and the CTS's head ({@code ctsArrivedPs}), both flow events of rank 0.
     */
    private static void assertHoldCarriesTheHandshake(Timeline t, long rtsSentPs, long ctsArrivedPs) throws Exception {
        JsonNode trace = new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                .readTree(ChromeTrace.toJson(t));
        List<JsonNode> events = new ArrayList<>();
        trace.get("traceEvents").forEach(events::add);
        JsonNode thread = events.stream().filter(e -> e.get("ph").asText().equals("M") && e.get("pid").asInt() == 0
                && e.get("name").asText().equals("thread_name") && e.get("args").get("name").asText().equals("rendezvous"))
                .findFirst().orElseThrow();
        JsonNode hold = events.stream().filter(e -> e.get("ph").asText().equals("X") && e.get("pid").asInt() == 0
                && e.get("tid").equals(thread.get("tid"))).findFirst().orElseThrow();
        assertEquals("hold", hold.get("name").asText());
        BigDecimal start = hold.get("ts").decimalValue();
        BigDecimal end = start.add(hold.get("dur").decimalValue());
        JsonNode rts = flow(events, "s", "rndv_rts 0->1, 2048 B");
        JsonNode cts = flow(events, "f", "rndv_cts 1->0, 2048 B");
        assertEquals(0, us(rtsSentPs).compareTo(rts.get("ts").decimalValue()), rts.toString());
        assertEquals(0, us(ctsArrivedPs).compareTo(cts.get("ts").decimalValue()), cts.toString());
        for (JsonNode end0 : List.of(rts, cts)) {
            BigDecimal ts = end0.get("ts").decimalValue();
            assertTrue(end0.get("pid").asInt() == 0 && start.compareTo(ts) <= 0 && ts.compareTo(end) <= 0,
                    "the hold [" + start + ", " + end + "] encloses " + end0);
        }
    }

    private static JsonNode flow(List<JsonNode> events, String phase, String name) {
        return events.stream().filter(e -> e.get("ph").asText().equals(phase) && e.get("name").asText().equals(name))
                .findFirst().orElseThrow(() -> new AssertionError("no flow event " + phase + " " + name));
    }

    private static BigDecimal us(long ps) {
        return BigDecimal.valueOf(ps, 6);
    }

    private static List<Span> lane(Timeline t, Lane lane) {
        return t.spans().stream().filter(s -> s.lane() == lane).toList();
    }
}

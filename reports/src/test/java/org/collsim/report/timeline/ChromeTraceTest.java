package org.collsim.report.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.collsim.report.timeline.Timeline.Lane;
import org.collsim.report.timeline.Timeline.Message;
import org.collsim.report.timeline.Timeline.Span;
import org.junit.jupiter.api.Test;

/** timeline.json is valid JSON in the Chrome Trace Event format, with times exact to the picosecond. */
class ChromeTraceTest {
    /** Reads decimals as BigDecimal: a double would round the 19-digit times. */
    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(com.fasterxml.jackson.databind.DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

    static Timeline sample() {
        return new Timeline(3, "bcast/x at 2 ranks, 8 bytes", 2, List.of(
                new Span(0, Lane.CPU, "overhead", 0, 300_000),
                new Span(0, Lane.NIC_SEND, "send", 300_000, 2_300_001),
                new Span(0, Lane.MPI, "send 1 (8 B)", 0, 2_300_001),
                new Span(1, Lane.CPU, "wait", 0, 2_300_001),
                new Span(1, Lane.NIC_RECEIVE, "receive", 2_300_001, Long.MAX_VALUE)),
                List.of(new Message(0, 1, "eager", 8, 300_000, 2_300_001)));
    }

    @Test
    void isAValidTraceWithRanksAsProcessesAndLanesAsThreads() throws Exception {
        JsonNode root = MAPPER.readTree(ChromeTrace.toJson(sample()));
        assertEquals("ns", root.get("displayTimeUnit").asText());
        List<String> names = new ArrayList<>();
        for (JsonNode e : root.get("traceEvents")) {
            assertTrue(e.has("ph") && e.has("pid") && e.has("tid") && e.has("name"), e.toString());
            if (e.get("ph").asText().equals("M")) {
                names.add(e.get("pid").asInt() + "/" + e.get("tid").asInt() + " " + e.get("name").asText() + "="
                        + e.get("args").elements().next().asText());
            }
        }
        assertTrue(names.containsAll(List.of("0/0 process_name=rank 0", "1/0 process_name=rank 1", "0/1 thread_name=CPU",
                "1/2 thread_name=NIC send", "1/3 thread_name=NIC receive", "0/5 thread_name=rendezvous", "0/6 thread_name=MPI")),
                names.toString());
    }

    @Test
    void spansAreCompleteEventsOperationsAsyncPairsAndMessagesFlows() throws Exception {
        List<String> events = new ArrayList<>();
        for (JsonNode e : MAPPER.readTree(ChromeTrace.toJson(sample())).get("traceEvents")) {
            if (!e.get("ph").asText().equals("M")) {
                events.add(e.get("ph").asText() + " " + e.get("pid") + "/" + e.get("tid") + " " + e.get("name").asText()
                        + " ts=" + e.get("ts").decimalValue().toPlainString()
                        + (e.has("dur") ? " dur=" + e.get("dur").decimalValue().toPlainString() : "")
                        + (e.has("id") ? " id=" + e.get("id") : "") + (e.has("bp") ? " bp=" + e.get("bp").asText() : ""));
            }
        }
        assertEquals(List.of(
                "X 0/1 overhead ts=0 dur=0.3",
                "X 0/2 send ts=0.3 dur=2.000001",
                "b 0/6 send 1 (8 B) ts=0 id=1",
                "e 0/6 send 1 (8 B) ts=2.300001 id=1",
                "X 1/1 wait ts=0 dur=2.300001",
                // the longest time there is, 2^63-1 ps, still exact: no double on the way
                "X 1/3 receive ts=2.300001 dur=9223372036852.475806",
                "s 0/2 eager 0->1, 8 B ts=0.3 id=1",
                "f 1/3 eager 0->1, 8 B ts=2.300001 id=1 bp=e"), events);
    }

    /** The flow events of {@code t} as "ph pid/tid bp". */
    private static List<String> flows(Timeline t) throws Exception {
        List<String> out = new ArrayList<>();
        for (JsonNode e : MAPPER.readTree(ChromeTrace.toJson(t)).get("traceEvents")) {
            if (e.get("ph").asText().equals("s") || e.get("ph").asText().equals("f")) {
                out.add(e.get("ph").asText() + " " + e.get("pid") + "/" + e.get("tid") + (e.has("bp") ? " bp=" + e.get("bp").asText() : ""));
            }
        }
        return out;
    }

    @Test
    void anArrowEndOutsideTheNicsSlicesBindsToTheCpuSliceEnclosingIt() throws Exception {
        // a LogGP rendezvous request: it arrives at 1.3 us while rank 1's CPU is busy [0.3, 1.6] and its receive gap
        // starts only at 1.6; the sender sends at 0 inside its NIC send slice [0, 10]
        Timeline t = new Timeline(1, "x", 2, List.of(
                new Span(0, Lane.NIC_SEND, "send", 0, 10_000_000),
                new Span(1, Lane.CPU, "overhead", 300_000, 1_600_000),
                new Span(1, Lane.NIC_RECEIVE, "receive", 1_600_000, 12_000_000)),
                List.of(new Message(0, 1, "rendezvous", 131072, 0, 1_300_000)));
        assertEquals(List.of("s 0/2", "f 1/1 bp=e"), flows(t));
    }

    @Test
    void anArrowEndNoSliceEnclosesBindsToTheNextSliceOfTheNicLane() throws Exception {
        // nothing of rank 1 encloses 1.3 us: the format's default for "f" (no "bp") is the next slice of the thread
        Timeline t = new Timeline(1, "x", 2, List.of(
                new Span(0, Lane.NIC_SEND, "send", 0, 10_000_000),
                new Span(1, Lane.NIC_RECEIVE, "receive", 1_600_000, 12_000_000)),
                List.of(new Message(0, 1, "rendezvous", 131072, 0, 1_300_000)));
        assertEquals(List.of("s 0/2", "f 1/3"), flows(t));
    }

    @Test
    void microsecondsAreTheExactDecimalOfThePicoseconds() {
        assertEquals(new BigDecimal("9223372036854.775807"), ChromeTrace.us(Long.MAX_VALUE));
        assertEquals("2.000064", ChromeTrace.us(2_000_064).toPlainString());
        assertEquals("0", ChromeTrace.us(0).toPlainString());
    }
}

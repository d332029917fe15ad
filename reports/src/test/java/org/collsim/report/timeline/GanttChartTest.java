package org.collsim.report.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The Gantt chart is well-formed SVG with a bar per busy span, a line per message and one shared time axis. */
class GanttChartTest {
    private static Document parse(String svg) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    private static Timeline small() {
        return new Timeline(1, "p <1>", 2, List.of(
                new Timeline.Span(0, Timeline.Lane.NIC_SEND, "send", 0, 3_000_000),
                new Timeline.Span(0, Timeline.Lane.MPI, "send 1 (8 B)", 0, 3_000_000),
                new Timeline.Span(1, Timeline.Lane.CPU, "reduce", 3_000_000, 4_000_000)),
                List.of(new Timeline.Message(0, 1, "eager", 8, 0, 3_000_000)));
    }

    @Test
    void drawsABarPerBusySpanAndALinePerMessage() throws Exception {
        Document doc = parse(GanttChart.svg(List.of(small()), "g"));
        Element svg = doc.getDocumentElement();
        assertEquals("svg", svg.getLocalName());
        assertEquals("g", svg.getAttribute("id"));
        // the MPI operation is in the trace only: two bars, each with a tooltip naming rank, lane, what and when
        List<String> tips = texts(doc.getElementsByTagName("title"));
        assertEquals(List.of("rank 0 NIC send: send, 0-3 us", "rank 1 CPU: reduce, 3-4 us"), tips);
        NodeList lines = doc.getElementsByTagName("line");
        // 1 message + the axis + ticks at 0, 0.5, ... 4 us (a step of 500,000 ps gives at most 10 ticks)
        assertEquals(1 + 1 + 9, lines.getLength());
        assertTrue(texts(doc.getElementsByTagName("text")).contains("point 1: p <1>"));
    }

    @Test
    void stackedTimelinesShareOneAxis() throws Exception {
        Timeline longer = new Timeline(2, "q", 1, List.of(
                new Timeline.Span(0, Timeline.Lane.CPU, "compute", 0, 8_000_000)), List.of());
        String svg = GanttChart.svg(List.of(small(), longer), "g");
        Document doc = parse(svg);
        List<String> labels = texts(doc.getElementsByTagName("text"));
        assertTrue(labels.containsAll(List.of("point 1: p <1>", "point 2: q", "8")), labels.toString());
        assertFalse(labels.contains("4.5"), "one axis, to 8 us in steps of 1 us");
    }

    @Test
    void ticksAreOneTwoOrFiveTimesAPowerOfTen() {
        assertEquals(500_000, GanttChart.tickStepPs(4_000_000));
        assertEquals(1_000_000, GanttChart.tickStepPs(8_000_000));
        assertEquals(5_000_000, GanttChart.tickStepPs(29_120_000));
        assertEquals(1, GanttChart.tickStepPs(1));
    }

    private static List<String> texts(NodeList nodes) {
        return java.util.stream.IntStream.range(0, nodes.getLength()).mapToObj(i -> nodes.item(i).getTextContent()).toList();
    }
}

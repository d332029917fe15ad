package org.collsim.report.timeline;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Draws {@link Timeline}s as an SVG Gantt chart, written as plain SVG text (no script, no font
 * metrics, so the same timeline gives the same bytes on every machine): one row per rank with a
 * CPU band (overhead, reduce, compute, copy, wait) over thin NIC send and NIC receive bands (a
 * rendezvous sender's hold drawn in the send band, under its sends), a
 * grey line per message from the sender's send band at its send time to the receiver's receive
 * band at its arrival, a time axis in microseconds and a legend.
 */
public final class GanttChart {
    private static final int LEFT = 64;
    private static final int PLOT_WIDTH = 900;
    private static final int TOP = 44;
    private static final int ROW = 16;
    private static final int CPU_BAND = 7;
    private static final int NIC_BAND = 3;
    private static final int AXIS = 30;
    /** Height of a chart's title line. */
    private static final int TITLE = 20;
    private static final int WIDTH = LEFT + PLOT_WIDTH + 10;
    /** Spans narrower than this still show (a 64-byte reduction beside a 2 us latency). */
    private static final double MIN_WIDTH = 0.4;
    private static final Map<String, String> COLOURS = Map.of(
            "overhead", "#e69f00", "reduce", "#d55e00", "compute", "#0072b2", "copy", "#cc79a7",
            "wait", "#dddddd", "send", "#009e73", "receive", "#56b4e9", "processor", "#777777", "hold", "#f0e442");
    private static final List<String> LEGEND = List.of(
            "overhead", "reduce", "compute", "copy", "wait", "send", "receive", "processor", "hold");

    private GanttChart() {
    }

    /**
     * One {@code <svg>} element (id {@code id}) with the charts of {@code timelines} stacked, each
     * under its title, on one time axis, so that two points compare at a glance.
     */
    public static String svg(List<Timeline> timelines, String id) {
        long endPs = 1;
        int height = TOP + AXIS;
        for (Timeline t : timelines) {
            endPs = Math.max(endPs, t.endPs());
            height += TITLE + t.ranks() * ROW;
        }
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"%s\" class=\"gantt\" "
                + "width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"11\">%n",
                id, WIDTH, height, WIDTH, height));
        out.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        legend(out);
        int top = TOP;
        for (Timeline t : timelines) {
            out.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-weight=\"bold\">point %d: %s</text>%n",
                    LEFT, top + TITLE - 6, t.point(), escape(t.title())));
            top += TITLE;
            chart(out, t, top, endPs);
            top += t.ranks() * ROW;
        }
        axis(out, endPs, top);
        return out.append("</svg>\n").toString();
    }

    private static void chart(StringBuilder out, Timeline timeline, int top, long endPs) {
        for (int r = 0; r < timeline.ranks(); r++) {
            out.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">rank %d</text>%n",
                    LEFT - 6, top + r * ROW + CPU_BAND + 2, r));
        }
        for (Timeline.Span s : timeline.spans()) {
            if (s.lane() == Timeline.Lane.RENDEZVOUS) {
                span(out, s, top, endPs);
            }
        }
        for (Timeline.Span s : timeline.spans()) {
            if (s.lane() != Timeline.Lane.MPI && s.lane() != Timeline.Lane.RENDEZVOUS) {
                span(out, s, top, endPs);
            }
        }
        out.append("<g stroke=\"#444\" stroke-opacity=\"0.45\" stroke-width=\"0.7\">\n");
        for (Timeline.Message m : timeline.messages()) {
            out.append(String.format(Locale.ROOT, "<line x1=\"%.2f\" y1=\"%d\" x2=\"%.2f\" y2=\"%d\"/>%n",
                    x(m.sentPs(), endPs), bandTop(top, m.src(), Timeline.Lane.NIC_SEND) + 1,
                    x(m.arrivedPs(), endPs), bandTop(top, m.dst(), Timeline.Lane.NIC_RECEIVE) + 1));
        }
        out.append("</g>\n");
    }

    private static void span(StringBuilder out, Timeline.Span s, int top, long endPs) {
        double x = x(s.startPs(), endPs);
        double width = Math.max(MIN_WIDTH, x(s.endPs(), endPs) - x);
        out.append(String.format(Locale.ROOT, "<rect x=\"%.2f\" y=\"%d\" width=\"%.2f\" height=\"%d\" fill=\"%s\">"
                        + "<title>rank %d %s: %s, %s-%s us</title></rect>%n",
                x, bandTop(top, s.rank(), s.lane()), width, bandHeight(s.lane()), COLOURS.getOrDefault(s.name(), "#999999"),
                s.rank(), escape(s.lane().label()), escape(s.name()), ChromeTrace.us(s.startPs()).toPlainString(),
                ChromeTrace.us(s.endPs()).toPlainString()));
    }

    private static void legend(StringBuilder out) {
        int x = LEFT;
        for (String name : LEGEND) {
            out.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"12\" width=\"10\" height=\"10\" fill=\"%s\"/>"
                    + "<text x=\"%d\" y=\"21\">%s</text>%n", x, COLOURS.get(name), x + 14, name));
            x += 14 + 7 * name.length() + 16;
        }
        out.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"36\" fill=\"#555\">each row: CPU over NIC send "
                + "(and rendezvous holds) and NIC receive; lines: messages</text>%n", LEFT));
    }

    private static void axis(StringBuilder out, long endPs, int y) {
        out.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#222\"/>%n",
                LEFT, y, LEFT + PLOT_WIDTH, y));
        long stepPs = tickStepPs(endPs);
        for (long t = 0; t <= endPs; t += stepPs) {
            double x = x(t, endPs);
            out.append(String.format(Locale.ROOT, "<line x1=\"%.2f\" y1=\"%d\" x2=\"%.2f\" y2=\"%d\" stroke=\"#222\"/>"
                            + "<text x=\"%.2f\" y=\"%d\" text-anchor=\"middle\">%s</text>%n",
                    x, y, x, y + 4, x, y + 16, ChromeTrace.us(t).toPlainString()));
        }
        out.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">us</text>%n",
                LEFT + PLOT_WIDTH, y + 28));
    }

    /** A step of 1, 2 or 5 times a power of ten picoseconds giving at most 10 ticks. */
    static long tickStepPs(long endPs) {
        long step = 1;
        while (true) {
            for (long m : new long[] {1, 2, 5}) {
                if (endPs / (step * m) <= 10) {
                    return step * m;
                }
            }
            step *= 10;
        }
    }

    private static double x(long ps, long endPs) {
        return LEFT + PLOT_WIDTH * (double) ps / endPs;
    }

    /** The top of {@code rank}'s band for {@code lane} in a chart whose first row starts at {@code top}. */
    private static int bandTop(int top, int rank, Timeline.Lane lane) {
        int row = top + rank * ROW;
        return switch (lane) {
            case CPU, MPI -> row;
            case NIC_SEND, NIC_PROCESSOR, RENDEZVOUS -> row + CPU_BAND + 1;
            case NIC_RECEIVE -> row + CPU_BAND + NIC_BAND + 2;
        };
    }

    private static int bandHeight(Timeline.Lane lane) {
        return lane == Timeline.Lane.CPU || lane == Timeline.Lane.MPI ? CPU_BAND : NIC_BAND;
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}

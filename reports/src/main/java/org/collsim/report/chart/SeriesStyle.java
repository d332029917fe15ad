package org.collsim.report.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;

/**
 * How a series is drawn: a colour (one per algorithm on a page) and a line pattern with a marker
 * (one per layer stack). Indexes wrap around their palettes. The same style draws the page
 * legend's samples, so legend and panels always agree.
 */
public record SeriesStyle(int colourIndex, int patternIndex) {
    /**
     * The "tab10" palette (Tableau 10, matplotlib's default cycle): readable on white and
     * distinguishable for the common colour-vision deficiencies in its first entries.
     */
    private static final int[] PALETTE_RGB = {0x1f77b4, 0xff7f0e, 0x2ca02c, 0xd62728, 0x9467bd, 0x8c564b, 0xe377c2,
        0x7f7f7f, 0xbcbd22, 0x17becf};
    /** Dash patterns in pixels; null is a solid line. */
    private static final float[][] DASHES = {null, {6f, 4f}, {2f, 3f}, {8f, 3f, 2f, 3f}, {12f, 4f}, {2f, 6f}};
    private static final float LINE_WIDTH_PX = 1.6f;
    private static final double MARKER_PX = 6;

    public SeriesStyle {
        if (colourIndex < 0 || patternIndex < 0) {
            throw new IllegalArgumentException("style indexes must not be negative");
        }
    }

    public Color colour() {
        return new Color(PALETTE_RGB[colourIndex % PALETTE_RGB.length]);
    }

    /** The colour as CSS ("#1f77b4"). */
    public String cssColour() {
        return String.format("#%06x", PALETTE_RGB[colourIndex % PALETTE_RGB.length]);
    }

    /** The dash pattern as an SVG stroke-dasharray value, or "" for a solid line. */
    public String svgDashArray() {
        float[] dash = DASHES[patternIndex % DASHES.length];
        if (dash == null) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        for (float d : dash) {
            out.append(out.length() == 0 ? "" : ",").append((int) d);
        }
        return out.toString();
    }

    public BasicStroke stroke() {
        float[] dash = DASHES[patternIndex % DASHES.length];
        return new BasicStroke(LINE_WIDTH_PX, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, dash, 0f);
    }

    /** The marker: circle, square, triangle, diamond, then again. */
    public Shape marker() {
        double r = MARKER_PX / 2;
        return switch (patternIndex % 4) {
            case 0 -> new Ellipse2D.Double(-r, -r, MARKER_PX, MARKER_PX);
            case 1 -> new Rectangle2D.Double(-r, -r, MARKER_PX, MARKER_PX);
            case 2 -> polygon(0, -r - 1, r + 1, r, -r - 1, r);
            default -> polygon(0, -r - 1, r + 1, 0, 0, r + 1, -r - 1, 0);
        };
    }

    /** The marker's name, for the legend's text ("circle"). */
    public String markerName() {
        return switch (patternIndex % 4) {
            case 0 -> "circle";
            case 1 -> "square";
            case 2 -> "triangle";
            default -> "diamond";
        };
    }

    private static Shape polygon(double... xy) {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(xy[0], xy[1]);
        for (int i = 2; i < xy.length; i += 2) {
            p.lineTo(xy[i], xy[i + 1]);
        }
        p.closePath();
        return p;
    }
}

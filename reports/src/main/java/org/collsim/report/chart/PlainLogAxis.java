package org.collsim.report.chart;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.text.AttributedCharacterIterator;
import java.text.AttributedString;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.axis.AxisState;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.LogTick;
import org.jfree.chart.axis.NumberTick;
import org.jfree.chart.ui.RectangleEdge;

/**
 * A {@link LogAxis} whose tick labels are plain strings. LogAxis makes attributed labels (for
 * superscript exponents), which SVGGraphics2D can only draw as glyph outlines: several KB of
 * path data per label, and not selectable. As plain {@link NumberTick}s they become
 * {@code <text>} elements.
 */
final class PlainLogAxis extends LogAxis {
    private static final long serialVersionUID = 1L;

    PlainLogAxis(String label) {
        super(label);
    }

    @Override
    @SuppressWarnings({"rawtypes", "unchecked"}) // JFreeChart's signature
    public List refreshTicks(Graphics2D g2, AxisState state, Rectangle2D dataArea, RectangleEdge edge) {
        List<Object> plain = new ArrayList<>();
        for (Object tick : super.refreshTicks(g2, state, dataArea, edge)) {
            if (tick instanceof LogTick t) {
                plain.add(new NumberTick(t.getTickType(), t.getValue(), text(t.getAttributedLabel()), t.getTextAnchor(),
                        t.getRotationAnchor(), t.getAngle()));
            } else {
                plain.add(tick);
            }
        }
        return plain;
    }

    private static String text(AttributedString label) {
        if (label == null) {
            return null;
        }
        StringBuilder out = new StringBuilder();
        AttributedCharacterIterator it = label.getIterator();
        for (char c = it.first(); c != AttributedCharacterIterator.DONE; c = it.next()) {
            out.append(c);
        }
        return out.toString();
    }
}

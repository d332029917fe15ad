package org.collsim.report.chart;

import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;

/**
 * Whether this machine can measure text (Java 2D needs some font installed). Chart tests are
 * skipped, with a reason, on a machine that cannot; collsim itself then writes every report but
 * the HTML page and says why.
 */
public final class Fonts {
    private Fonts() {
    }

    public static boolean available() {
        System.setProperty("java.awt.headless", "true");
        try {
            Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
            try {
                return g.getFontMetrics(new Font(Font.SANS_SERIF, Font.PLAIN, 10)).stringWidth("x") > 0;
            } finally {
                g.dispose();
            }
        } catch (RuntimeException | LinkageError | java.awt.AWTError | InternalError e) {
            return false;
        }
    }
}

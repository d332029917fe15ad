/**
 * Line charts drawn headless with JFreeChart into SVG text (org.jfree.svg) for the HTML report.
 * This package knows points and series only, not result records: {@code org.collsim.report}
 * turns records into a {@link org.collsim.report.chart.LineChart}. Output is deterministic: the
 * same chart gives byte-identical SVG (fixed element-id prefix, fixed fonts and number formats).
 */
package org.collsim.report.chart;

/**
 * Result records and their renderings: the {@code results.json} writer, CSV, the aligned
 * plain-text table, {@code results.md} (Markdown tables) and {@code results.html} (one
 * self-contained page with an SVG chart per collective, drawn by {@link org.collsim.report.chart}).
 * This package knows records only, never the simulator that produced them.
 */
package org.collsim.report;

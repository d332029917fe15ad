/**
 * Timelines of one point: what each rank did on virtual time ({@link org.collsim.report.timeline.Timeline}),
 * written as a Chrome Trace Event file for Perfetto and chrome://tracing ({@link org.collsim.report.timeline.ChromeTrace})
 * and drawn as an SVG Gantt chart for results.html ({@link org.collsim.report.timeline.GanttChart}).
 * Knows spans and messages only, nothing of the simulator.
 */
package org.collsim.report.timeline;

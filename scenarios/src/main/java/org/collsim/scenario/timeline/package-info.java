/**
 * Recording a point's timeline: {@link org.collsim.scenario.timeline.TimelineRecorder} is the
 * engine's trace sink during one traced run and turns what it was told into the reports'
 * {@link org.collsim.report.timeline.Timeline}, with the waits derived.
 */
package org.collsim.scenario.timeline;

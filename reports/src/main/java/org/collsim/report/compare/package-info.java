/**
 * Regression comparison of two {@code results.json} files: a strict reader
 * ({@link org.collsim.report.compare.ResultsReader}, errors with the file and the JSON path),
 * records matched by their {@link org.collsim.report.compare.RecordIdentity}, each classified
 * with a {@link org.collsim.report.compare.Verdict} under a relative
 * {@link org.collsim.report.compare.Tolerance}, and the result as a text or Markdown table
 * ({@link org.collsim.report.compare.ComparisonTable}) and a JSON summary
 * ({@link org.collsim.report.compare.ComparisonJson}). Like the rest of {@code reports}, it
 * knows result files only, never the simulator.
 */
package org.collsim.report.compare;

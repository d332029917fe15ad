/**
 * Result records and their renderings: the {@code results.json} writer, CSV and the aligned
 * plain-text table. This package knows records only, never the simulator that produced them.
 */
package org.collsim.report;

/**
 * The {@code collsim} command line (picocli): {@code run}, {@code validate}, {@code list} and
 * {@code compare}.
 * This is the error boundary: every failure becomes one-line messages on stderr and an exit
 * code ({@link org.collsim.cli.ExitCodes}), never a stack trace.
 */
package org.collsim.cli;

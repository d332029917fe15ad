/**
 * Wire-up scenarios ({@code collsim wireup FILE}): the process manager's parameters, the wire-up
 * modes, rank counts and first-message patterns to compare, and the connection of two groups;
 * parsed with the scenario parser's paths and messages and run on {@code org.collsim.mpi.wireup}.
 */
package org.collsim.scenario.wireup;

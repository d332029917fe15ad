/**
 * The build's guard of docs/ARCHITECTURE.md: ArchUnit rules over the main classes of every
 * module (the scenarios module sees them all), run by {@code ./mvnw test}.
 */
package org.collsim.architecture;

/**
 * The virtual-time core: integer-picosecond clock, the event queue, named random streams and
 * duration/rate parsing. Nothing here knows about MPI.
 */
package org.collsim.engine;

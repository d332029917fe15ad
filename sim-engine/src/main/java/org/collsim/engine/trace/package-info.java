/**
 * What each rank did on virtual time, for timelines: a {@link org.collsim.engine.trace.TraceSink}
 * told of every CPU occupation, NIC reservation, message and schedule operation. Recording is
 * off unless a run asks for it: the resources hold a null sink, so the hot path pays one
 * final-field check.
 */
package org.collsim.engine.trace;

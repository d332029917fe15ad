/**
 * What each rank did on virtual time, for timelines: a {@link org.collsim.engine.trace.TraceSink}
 * told of every CPU occupation, NIC reservation, message and schedule operation. Recording is
 * off unless a run asks for it: then the run is built with traced subclasses of the resources
 * that call the sink, so the untraced classes never test for one.
 */
package org.collsim.engine.trace;

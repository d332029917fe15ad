/**
 * The progress engine: messages in flight, posted and unexpected matching queues, eager and
 * rendezvous completion, and the execution of schedules on simulated time.
 */
package org.collsim.mpi.progress;

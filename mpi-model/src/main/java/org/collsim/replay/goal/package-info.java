/**
 * Replay of GOAL schedules, the text format of LogGOPSim (Hoefler, Schneider & Lumsdaine, HPDC 2010):
 * a streaming parser ({@link org.collsim.replay.goal.GoalParser}) that reads the text once into a
 * compact per-rank encoding ({@link org.collsim.replay.goal.GoalSchedule}), and an executor
 * ({@link org.collsim.replay.goal.GoalReplay}) that applies LogGOPSim's LogGOPS rules event by event
 * (docs/REPLAY.md).
 */
package org.collsim.replay.goal;

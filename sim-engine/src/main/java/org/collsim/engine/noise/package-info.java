/**
 * OS noise: CPU detours that arrive per rank (a Poisson process or a periodic tick) with
 * durations from a commons-math3 distribution, and stretch the CPU intervals they fall in
 * (LogGOPSim's noise rule). {@link org.collsim.engine.noise.NoiseModel} is the parameter set,
 * {@link org.collsim.engine.noise.CpuNoise} the per-run state that
 * {@link org.collsim.engine.net.Hosts} asks for every CPU occupation.
 */
package org.collsim.engine.noise;

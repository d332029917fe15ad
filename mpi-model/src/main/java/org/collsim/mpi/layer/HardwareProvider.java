package org.collsim.mpi.layer;

import org.collsim.mpi.progress.HardwareCosts;

/** A layer that brings hardware collectives to the machine, with their costs. */
public interface HardwareProvider {
    HardwareCosts hardwareCosts();
}

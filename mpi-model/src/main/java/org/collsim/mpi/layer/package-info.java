/**
 * Layers: plug-ins that override entries of communicators' collective tables through the hook
 * chains. Built-in layers and a researcher's own are found with {@link java.util.ServiceLoader}
 * as {@link org.collsim.mpi.layer.LayerFactory} services.
 */
package org.collsim.mpi.layer;

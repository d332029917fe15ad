/**
 * The one registry shape every extension point uses ({@link org.collsim.engine.registry.Registry}),
 * the nearest-name suggestion behind its "did you mean" messages, and the reading of plug-ins'
 * service files ({@link org.collsim.engine.registry.ServiceFiles}) with errors that name the jar
 * and the class ({@link org.collsim.engine.registry.PluginException}).
 */
package org.collsim.engine.registry;

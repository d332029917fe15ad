/**
 * The one registry shape every extension point uses ({@link org.collsim.engine.registry.Registry}),
 * and the nearest-name suggestion behind its "did you mean" messages.
 */
package org.collsim.engine.registry;

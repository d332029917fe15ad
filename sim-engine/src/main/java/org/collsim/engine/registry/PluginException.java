package org.collsim.engine.registry;

/** A plug-in on the class path that cannot be used; the message names its jar and class. */
public final class PluginException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public PluginException(String message) {
        super(message);
    }
}

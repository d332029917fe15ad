package org.collsim.cli;

import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/** Options built in code ({@link Specs}) that commands share: {@link ReportOutput}, {@link LimitOptions}. */
interface OptionGroup {
    /** Adds the options to {@code command}. */
    void addTo(CommandSpec command);

    /** {@code command}'s command line: picocli's model from its annotations, plus these options. */
    default CommandLine commandLine(Object command) {
        CommandLine line = new CommandLine(command);
        addTo(line.getCommandSpec());
        return line;
    }
}

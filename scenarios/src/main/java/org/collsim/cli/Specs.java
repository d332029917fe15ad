package org.collsim.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Command models built in code. picocli builds an annotated command's model by reflection, and
 * the JDK's first reading of annotations (a proxy class per annotation type, method handles) is
 * most of a short command's start-up (docs/PERFORMANCE.md, start-up, session 6); so the commands
 * a user runs most (the top level, {@code run}, {@code validate}, {@code list}) and the option
 * groups they share are built here, with the names, labels and descriptions the annotations gave.
 * A command reads its values back from its model ({@link #value}).
 */
final class Specs {
    private Specs() {
    }

    /** A command named {@code name} that runs {@code command}, with {@code -h, --help} and {@code -V, --version}. */
    static CommandSpec command(String name, Object command, String description) {
        CommandSpec spec = CommandSpec.wrapWithoutInspection(command).name(name);
        spec.usageMessage().description(description);
        // what picocli's mixinStandardHelpOptions adds, without reflecting over its annotated mixin
        spec.addOption(OptionSpec.builder("-h", "--help").usageHelp(true)
                .description("Show this help message and exit.").build());
        spec.addOption(OptionSpec.builder("-V", "--version").versionHelp(true)
                .description("Print version information and exit.").build());
        return spec;
    }

    /** An option with a value of {@code type}, shown as {@code name=LABEL}. */
    static OptionSpec option(String name, String label, Class<?> type, String description) {
        return OptionSpec.builder(name).paramLabel(label).type(type).description(description).build();
    }

    /** An option without a value: true when given. */
    static OptionSpec flag(String name, String description) {
        return OptionSpec.builder(name).type(boolean.class).initialValue(false).description(description).build();
    }

    /** The one positional parameter, required. */
    static PositionalParamSpec positional(String label, Class<?> type, String description) {
        return PositionalParamSpec.builder().paramLabel(label).type(type).arity("1").required(true).description(description).build();
    }

    /** The value the command line gave the option {@code name} of {@code spec} (null, or false, when absent). */
    static <T> T value(CommandSpec spec, String name) {
        return spec.findOption(name).getValue();
    }

    /** The value of the first positional parameter. */
    static <T> T positional(CommandSpec spec) {
        return spec.positionalParameters().get(0).getValue();
    }
}

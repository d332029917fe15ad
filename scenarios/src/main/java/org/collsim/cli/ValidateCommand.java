package org.collsim.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.collsim.mpi.error.BadInputException;
import org.collsim.scenario.Scenario;
import org.collsim.scenario.ScenarioException;
import org.collsim.scenario.ScenarioRunner;
import picocli.CommandLine.Model.CommandSpec;

/** {@code collsim validate SCENARIO.json}: checks a scenario without running it. */
final class ValidateCommand implements Callable<Integer> {
    static final String NAME = "validate";

    private final CollsimCli parent;
    private final LimitOptions limits = new LimitOptions();
    private final CommandSpec spec = Specs.command(NAME, this,
            "Checks a scenario without running it; prints \"ok: N points\" or every problem found.");

    private ValidateCommand(CollsimCli parent) {
        this.parent = parent;
        spec.addPositional(Specs.positional("SCENARIO.json", Path.class, "the scenario file"));
        limits.addTo(spec);
    }

    /** The command's model, built in code ({@link Specs}). */
    static CommandSpec spec(CollsimCli parent) {
        return new ValidateCommand(parent).spec;
    }

    @Override
    public Integer call() {
        try {
            Path scenarioFile = Specs.positional(spec);
            Scenario scenario = parent.environment().loader(limits.overrides()).load(scenarioFile);
            int points = ScenarioRunner.points(scenario, parent.environment().registry()).size(); // after merging repeated runs
            spec.commandLine().getOut().println("ok: " + points + (points == 1 ? " point" : " points"));
            spec.commandLine().getOut().flush();
            return ExitCodes.OK;
        } catch (ScenarioException e) {
            return Failures.print(spec.commandLine().getErr(), e);
        } catch (BadInputException e) {
            return Failures.print(spec.commandLine().getErr(), e);
        }
    }
}

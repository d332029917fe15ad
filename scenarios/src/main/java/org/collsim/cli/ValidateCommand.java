package org.collsim.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.collsim.scenario.Scenario;
import org.collsim.scenario.ScenarioException;
import org.collsim.scenario.ScenarioRunner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code collsim validate SCENARIO.json}: checks a scenario without running it. */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = "Checks a scenario without running it; prints \"ok: N points\" or every problem found.")
final class ValidateCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @ParentCommand
    private CollsimCli parent;

    @Parameters(paramLabel = "SCENARIO.json", description = "the scenario file")
    private Path scenarioFile;

    @Override
    public Integer call() {
        try {
            Scenario scenario = parent.environment().loader().load(scenarioFile);
            int points = ScenarioRunner.points(scenario, parent.environment().registry()).size(); // after merging repeated runs
            spec.commandLine().getOut().println("ok: " + points + (points == 1 ? " point" : " points"));
            spec.commandLine().getOut().flush();
            return ExitCodes.OK;
        } catch (ScenarioException e) {
            return Failures.print(spec.commandLine().getErr(), e);
        }
    }
}

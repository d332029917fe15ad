package org.collsim.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.collsim.report.AtomicFiles;
import org.collsim.scenario.ScenarioException;
import org.collsim.scenario.wireup.WireupParser;
import org.collsim.scenario.wireup.WireupRunner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code collsim wireup WIREUP.json}: MPI start-up on the process manager (docs/WIREUP.md). */
@Command(name = "wireup", mixinStandardHelpOptions = true,
        description = "Runs a wire-up scenario: MPI_Init and first-message lookups under PMI-1, PMI-2 and direct modex.")
final class WireupCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "WIREUP.json", description = "the wire-up scenario file")
    private Path file;

    @Option(names = "--out", paramLabel = "DIR", description = "where wireup.json goes (default results/<name>)")
    private Path out;

    @Override
    public Integer call() {
        try {
            var scenario = WireupParser.load(file);
            var results = WireupRunner.run(scenario);
            spec.commandLine().getOut().print(WireupRunner.table(results));
            Path dir = out != null ? out : Path.of("results", scenario.name());
            Files.createDirectories(dir);
            Path json = dir.resolve("wireup.json");
            AtomicFiles.writeString(json, WireupRunner.json(results));
            spec.commandLine().getOut().println("wrote " + json);
            spec.commandLine().getOut().flush();
            return ExitCodes.OK;
        } catch (ScenarioException e) {
            Failures.print(spec.commandLine().getErr(), e);
            return ExitCodes.BAD_INPUT;
        } catch (ArithmeticException e) { // a time past the limit of virtual time, or a byte count past 2^63 - 1
            spec.commandLine().getErr().println("error: " + file + ": the wire-up does not fit: " + e.getMessage());
            return ExitCodes.SIMULATION_FAILED;
        } catch (IOException e) {
            spec.commandLine().getErr().println("error: " + file + ": " + e.getMessage());
            return ExitCodes.BAD_INPUT;
        }
    }
}

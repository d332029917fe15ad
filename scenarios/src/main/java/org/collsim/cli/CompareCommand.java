package org.collsim.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.collsim.report.AtomicFiles;
import org.collsim.report.compare.ComparisonJson;
import org.collsim.report.compare.ComparisonTable;
import org.collsim.report.compare.ResultsComparison;
import org.collsim.report.compare.ResultsFileException;
import org.collsim.report.compare.ResultsReader;
import org.collsim.report.compare.TimedRecord;
import org.collsim.report.compare.Tolerance;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code collsim compare BASELINE.json CURRENT.json [--tolerance 2%] [--out DIR]}: matches the
 * records of two results.json files by identity, prints a table of the changes and a summary,
 * and with {@code --out} writes DIR/compare.md and DIR/compare.json. Exit code 0 when nothing
 * regressed and nothing is missing, 4 otherwise, 2 for bad input.
 */
@Command(name = "compare", mixinStandardHelpOptions = true,
        description = "Compares two results.json files record by record; exit code 4 on a regression "
                + "(slower than the baseline by more than the tolerance) or a baseline record missing from the current results.")
final class CompareCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "BASELINE.json", description = "the reference results")
    private Path baselineFile;

    @Parameters(index = "1", paramLabel = "CURRENT.json", description = "the results to check")
    private Path currentFile;

    @Option(names = "--tolerance", paramLabel = "PERCENT", defaultValue = "0%",
            description = "how much slower than the baseline a record may be, relative (default: ${DEFAULT-VALUE}: "
                    + "the simulator is exact, so any slowdown is a change)")
    private String toleranceText;

    @Option(names = "--out", paramLabel = "DIR", description = "also write DIR/compare.md and DIR/compare.json")
    private Path outDir;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        Optional<Tolerance> tolerance = Tolerance.parse(toleranceText);
        if (tolerance.isEmpty()) {
            err.println("error: --tolerance: expected a percentage such as 2% or 0.5% (0% or more), found \""
                    + toleranceText + "\"");
            err.flush();
            return ExitCodes.BAD_INPUT;
        }
        Optional<List<TimedRecord>> baseline = read(baselineFile, err);
        Optional<List<TimedRecord>> current = read(currentFile, err); // both files' problems in one go
        if (baseline.isEmpty() || current.isEmpty()) {
            return ExitCodes.BAD_INPUT;
        }
        ResultsComparison comparison = ResultsComparison.of(baseline.get(), current.get(), tolerance.get());
        PrintWriter out = spec.commandLine().getOut();
        out.print(ComparisonTable.render(comparison));
        out.flush();
        if (outDir != null && !write(comparison, err)) {
            return ExitCodes.BAD_INPUT;
        }
        return comparison.passed() ? ExitCodes.OK : ExitCodes.REGRESSION;
    }

    private static Optional<List<TimedRecord>> read(Path file, PrintWriter err) {
        try {
            return Optional.of(ResultsReader.read(file));
        } catch (ResultsFileException e) {
            Failures.print(err, e);
            return Optional.empty();
        }
    }

    private boolean write(ResultsComparison comparison, PrintWriter err) {
        String baseline = baselineFile.toString();
        String current = currentFile.toString();
        List<Path> written = new ArrayList<>();
        try {
            Files.createDirectories(outDir);
            Path md = outDir.resolve("compare.md");
            AtomicFiles.writeString(md, ComparisonTable.markdown(comparison, baseline, current));
            written.add(md);
            Path json = outDir.resolve("compare.json");
            ComparisonJson.write(comparison, baseline, current, json);
            written.add(json);
        } catch (IOException e) {
            Failures.unwritable(err, outDir, e);
            return false;
        }
        err.println("wrote " + written.get(0) + " and " + written.get(1));
        err.flush();
        return true;
    }
}

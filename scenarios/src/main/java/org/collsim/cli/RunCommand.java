package org.collsim.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.collsim.mpi.error.BadInputException;
import org.collsim.report.Provenance;
import org.collsim.report.ResultRecord;
import org.collsim.report.timeline.Timeline;
import org.collsim.scenario.PointFailure;
import org.collsim.scenario.Scenario;
import org.collsim.scenario.ScenarioPoint;
import org.collsim.scenario.ScenarioRunner;
import org.collsim.scenario.sweep.ResultsLog;
import org.collsim.scenario.sweep.ScenarioHash;
import org.collsim.scenario.sweep.Shard;
import org.collsim.scenario.sweep.Sweep;
import org.collsim.scenario.sweep.SweepListener;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code collsim run SCENARIO.json [--out DIR] [--jobs N] [--resume] [--verbose] [--no-html] [--timeline POINT]}:
 * validates, simulates every point (on N threads), streams each finished point to
 * DIR/results.jsonl, prints the table on stdout and writes DIR/results.json, .csv, .md and
 * .html (progress notes go to stderr); with {@code --timeline POINT} that point's timeline. The points of a
 * {@code comm_workload} also have their table and DIR/comm_workload.json.
 */
final class RunCommand implements Callable<Integer> {
    static final String NAME = "run";
    static final String LOG_FILE = "results.jsonl";

    private final CollsimCli parent;
    private final ReportOutput output = new ReportOutput();
    private final LimitOptions limits = new LimitOptions();
    private final CommandSpec spec = Specs.command(NAME, this, "Simulates every point of a scenario, prints a table and "
            + "writes DIR/results.json, DIR/results.csv, DIR/results.md and DIR/results.html.");

    private RunCommand(CollsimCli parent) {
        this.parent = parent;
        spec.addPositional(Specs.positional("SCENARIO.json", Path.class, "the scenario file"));
        spec.addOption(Specs.option("--out", "DIR", Path.class, "output directory (default: results/<scenario name>)"));
        spec.addOption(Specs.option("--jobs", "N", Integer.class, "points simulated at once (default: the number of "
                + "processors); the results do not depend on it"));
        spec.addOption(Specs.flag("--resume", "keep the points DIR/results.jsonl already holds (it must come from "
                + "this scenario) and run only the others"));
        spec.addOption(Specs.flag("--verbose", "one line per finished point on stderr"));
        spec.addOption(Specs.option("--shard", "I/N", String.class, "run only shard I of N (the points whose index is I-1 "
                + "modulo N) into DIR/results.jsonl; join the shards with collsim merge"));
        spec.addOption(OptionSpec.builder("--timeline").paramLabel("POINT").type(List.class).auxiliaryTypes(Integer.class)
                .splitRegex(",").description("record what each rank of point "
                + "POINT (1-based, the order of results.csv; at most 64 ranks; several: 1,2) did on virtual time: "
                + "DIR/timeline.json (Chrome Trace Event format, for Perfetto or chrome://tracing; timeline-N.json for "
                + "several), their Gantt charts on one time axis in DIR/timeline.svg and in results.html").build());
        output.addTo(spec);
        limits.addTo(spec);
    }

    /** The command's model, built in code ({@link Specs}). */
    static CommandSpec spec(CollsimCli parent) {
        return new RunCommand(parent).spec;
    }

    @Override
    public Integer call() {
        output.warmUp();
        PrintWriter err = spec.commandLine().getErr();
        Path scenarioFile = Specs.positional(spec);
        Integer jobs = Specs.value(spec, "--jobs");
        String shardSpec = Specs.value(spec, "--shard");
        boolean resume = Specs.value(spec, "--resume");
        boolean verbose = Specs.value(spec, "--verbose");
        Scenario scenario;
        Provenance provenance;
        try {
            scenario = parent.environment().loader(limits.overrides()).load(scenarioFile);
            String text = Files.readString(scenarioFile, StandardCharsets.UTF_8);
            provenance = BuildInfo.provenance(ScenarioHash.of(text), ScenarioHash.tree(text),
                    List.copyOf(ScenarioRunner.machines(scenario)));
        } catch (BadInputException e) { // a scenario's problems too
            return Failures.print(err, e);
        } catch (IOException e) {
            return Failures.badInput(err, scenarioFile + ": expected a readable file, found " + Failures.found(e));
        }
        scenario.fallbackWarnings(parent.environment().registry()).forEach(w -> err.println("warning: " + w));
        Shard shard;
        try {
            SweepOptions.checkJobs(jobs);
            shard = shardSpec == null ? Shard.ALL : Shard.parse(shardSpec);
        } catch (BadInputException e) {
            return Failures.print(err, e);
        }
        Path outDir = Specs.value(spec, "--out");
        Path dir = outDir != null ? outDir : Path.of("results", scenario.name());
        List<ResultRecord> records;
        List<Timeline> timelines;
        try {
            List<ScenarioPoint<?>> points = ScenarioRunner.points(scenario, parent.environment().registry());
            timelines = timelines(points, shard); // a bad point number is refused before the sweep runs
            records = sweep(new SweepOptions(jobs, resume, verbose, shard, null), parent.environment().registry(), scenario,
                    points, provenance, dir, err);
        } catch (PointFailure f) {
            return Failures.print(err, scenarioFile.toString(), f);
        } catch (BadInputException e) {
            return Failures.print(err, e);
        } catch (IOException e) {
            return Failures.unwritable(err, dir, e);
        }
        if (!shard.equals(Shard.ALL)) { // a share of the points: reports come from collsim merge
            err.println("wrote shard " + shard + " (" + records.size() + " points) to " + dir.resolve(LOG_FILE)
                    + "; join the shards with collsim merge");
            err.flush();
            return ExitCodes.OK;
        }
        return output.publish(spec, dir, scenario.name(), machineLine(scenario), provenance, records, timelines);
    }

    /**
     * The timelines --timeline asks for, in its order, then those of points with "timeline": true;
     * none in a shard, which writes no reports (--timeline with --shard is refused).
     */
    private List<Timeline> timelines(List<ScenarioPoint<?>> points, Shard shard) {
        List<Integer> given = Specs.value(spec, "--timeline");
        List<Integer> timelinePoints = given == null ? List.of() : given;
        if (!shard.equals(Shard.ALL)) {
            if (!timelinePoints.isEmpty()) {
                throw new BadInputException("--timeline: expected a run without --shard (a shard writes no reports), "
                        + "found --shard " + shard);
            }
            return List.of();
        }
        List<Timeline> out = new java.util.ArrayList<>();
        for (int n : timelinePoints.stream().distinct().toList()) {
            out.add(ScenarioRunner.timeline(parent.environment().registry(), points, n, "--timeline " + n));
        }
        for (int n : ScenarioRunner.timelinePoints(points)) {
            if (!timelinePoints.contains(n)) {
                out.add(ScenarioRunner.timeline(parent.environment().registry(), points, n, "point " + n));
            }
        }
        return out;
    }

    /** The results.jsonl of the run that wrote into {@code dir}; a {@code dir} that is not a directory is bad input. */
    static Path logIn(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new BadInputException(dir + ": expected the output directory of a collsim run, found "
                    + (Files.exists(dir) ? "a file" : "no such directory"));
        }
        return dir.resolve(LOG_FILE);
    }

    /** The line under the reports' title: "hockney alpha=2us ..., seed 1". */
    static String machineLine(Scenario scenario) {
        return scenario.machine().describe() + ", seed " + scenario.seed();
    }

    /**
     * How a command runs its points: threads (null: every processor), resume, one line per point,
     * shard, and a cost estimate to start the dearest points first (null: point order).
     */
    record SweepOptions(Integer jobs, boolean resume, boolean verbose, Shard shard,
                        java.util.function.ToLongFunction<ScenarioPoint<?>> costOf) {
        /** A --jobs given and less than 1 is bad input. */
        static void checkJobs(Integer jobs) {
            if (jobs != null && jobs < 1) {
                throw new BadInputException("--jobs: expected at least 1 job, found " + jobs);
            }
        }
    }

    /**
     * Runs {@code points} on the sweep's threads with a progress bar, streaming each finished one
     * to DIR/results.jsonl (kept with --resume when it comes from the same scenario hash); the
     * records in point order. {@code run} and {@code tune} run their points through this.
     */
    static List<ResultRecord> sweep(SweepOptions o, org.collsim.mpi.coll.AlgorithmRegistry registry, Scenario scenario,
                                    List<ScenarioPoint<?>> points, Provenance provenance, Path dir, PrintWriter err)
            throws IOException {
        Files.createDirectories(dir);
        Path logFile = dir.resolve(LOG_FILE);
        ResultsLog.Header header = new ResultsLog.Header(points.size(), scenario.name(), machineLine(scenario), o.shard(),
                provenance);
        try (ResultsLog log = o.resume() ? ResultsLog.resume(logFile, header) : ResultsLog.create(logFile, header)) {
            int todo = (int) java.util.stream.IntStream.range(0, points.size())
                    .filter(i -> !log.finished(i) && o.shard().includes(i)).count();
            SweepListener progress = SweepProgress.choose(o.verbose(), System.console() != null, todo, err);
            int threads = o.jobs() != null ? o.jobs() : Runtime.getRuntime().availableProcessors();
            try {
                return new Sweep(registry, threads, progress, o.costOf()).run(points, log, o.shard());
            } finally {
                SweepProgress.close(progress);
            }
        }
    }
}

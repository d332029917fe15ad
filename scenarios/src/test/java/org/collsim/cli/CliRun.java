package org.collsim.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.scenario.NetworkModelTypes;

/** One collsim command line run in-process, as the CLI tests run it: its exit code and what it wrote. */
record CliRun(int exitCode, String out, String err) {
    /** A 1 TiB heap limit: no test's point is refused for the test JVM's own -Xmx. */
    private static final long ANY_HEAP_BYTES = 1L << 40;

    /** Runs {@code args} with the built-in algorithms. */
    static CliRun execute(String... args) {
        return execute(AlgorithmRegistry.builtIn(), args);
    }

    static CliRun execute(List<String> args) {
        return execute(args.toArray(String[]::new));
    }

    /** Runs {@code args} with {@code registry}'s algorithms. */
    static CliRun execute(AlgorithmRegistry registry, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = CollsimCli.commandLine(new Environment(registry, NetworkModelTypes.builtIn(), ANY_HEAP_BYTES))
                .setOut(new PrintWriter(out)).setErr(new PrintWriter(err)).execute(args);
        return new CliRun(code, out.toString(), err.toString());
    }

    /** Standard output then standard error: what a failed assertion shows. */
    String both() {
        return out + err;
    }
}

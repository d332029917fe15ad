package org.collsim.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;
import java.util.function.Supplier;
import org.collsim.engine.registry.PluginException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The process's streams: UTF-8 whatever the locale, numbers in ROOT form, write errors and plug-in errors exit non-zero. */
class CliOutputTest {
    /** Two replications under noise: the table shows "mean ± half-width". */
    private static final String NOISY = """
            {"name": "noisy", "seed": 1, "replications": 2,
             "machine": {"network": {"model": "hockney", "alpha": "1us", "beta": "1ns/B"},
                         "noise": {"distribution": "fixed", "duration": "500ns", "rate": "1MHz"}},
             "benchmark": {"collectives": ["barrier"], "ranks": [8]}}
            """;

    @TempDir
    Path dir;

    private final Locale before = Locale.getDefault();

    @AfterEach
    void restoreLocale() {
        Locale.setDefault(before);
    }

    private record Outcome(int exitCode, byte[] out, String err) {
        String outText() {
            return new String(out, StandardCharsets.UTF_8);
        }
    }

    private static Outcome run(Supplier<Environment> environment, OutputStream stdout, String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = CollsimCli.run(args, environment, stdout, err);
        byte[] out = stdout instanceof ByteArrayOutputStream b ? b.toByteArray() : new byte[0];
        return new Outcome(code, out, err.toString(StandardCharsets.UTF_8));
    }

    private String[] runArgs() throws IOException {
        Path scenario = Files.writeString(dir.resolve("noisy.json"), NOISY);
        return new String[] {"run", scenario.toString(), "--out", dir.resolve("out").toString(), "--no-html"};
    }

    @Test
    void aCommandLineBuildsOnlyTheSubcommandItNamesYetHelpAndSuggestionsSeeEveryName() {
        Supplier<Environment> none = () -> {
            throw new AssertionError("--version, --help and a misspelt command need no registries");
        };
        assertEquals(Set.of("validate"),
                CollsimCli.commandLine(none, new String[] {"validate", "x.json"}).getSubcommands().keySet());
        assertTrue(CollsimCli.commandLine(none, new String[] {"--version"}).getSubcommands().isEmpty());
        assertTrue(CollsimCli.commandLine(none, new String[] {"--help"}).getSubcommands().size() >= 9);

        Outcome version = run(none, new ByteArrayOutputStream(), "--version");
        assertEquals(0, version.exitCode());
        assertTrue(version.outText().startsWith("collsim "), version.outText());
        // main answers --version before picocli: the same lines as picocli's own version help
        StringWriter picocli = new StringWriter();
        CollsimCli.commandLine(none, new String[] {"--version"}).setOut(new PrintWriter(picocli)).execute("--version");
        assertEquals(picocli.toString(), version.outText());

        Outcome help = run(none, new ByteArrayOutputStream(), "--help");
        for (String name : new String[] {"run", "validate", "list", "compare", "report", "replay", "merge", "slurm"}) {
            assertTrue(help.outText().contains("\n  " + name + " "), "help lists " + name + ":\n" + help.outText());
        }

        Outcome misspelt = run(none, new ByteArrayOutputStream(), "valdate", "x.json");
        assertEquals(2, misspelt.exitCode());
        assertTrue(misspelt.err().contains("Did you mean: collsim validate"), misspelt.err());

        Outcome list = run(Environment::standard, new ByteArrayOutputStream(), "list");
        assertEquals(0, list.exitCode());
        assertTrue(list.outText().contains("dissemination"), list.outText());
    }

    @Test
    void outputIsUtf8AndNumbersIgnoreTheLocale() throws IOException {
        Locale.setDefault(Locale.GERMANY); // a comma decimal separator, were it used
        Outcome o = run(Environment::standard, new ByteArrayOutputStream(), runArgs());
        assertEquals(0, o.exitCode(), o.err());
        String text = o.outText();
        assertTrue(text.contains(" \u00b1 "), text);
        // "±" is the two bytes C2 B1 in UTF-8, never the '?' of an ASCII locale
        assertTrue(indexOf(o.out(), new byte[] {(byte) 0xC2, (byte) 0xB1}) >= 0, text);
        assertFalse(text.matches("(?s).*\\d,\\d{3} \u00b1.*"), text);
    }

    @Test
    void aWriteErrorOnStandardOutputIsAnErrorExit() throws IOException {
        OutputStream closedPipe = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("Broken pipe");
            }
        };
        Outcome o = run(Environment::standard, closedPipe, runArgs());
        assertEquals(ExitCodes.BAD_INPUT, o.exitCode());
        assertTrue(o.err().endsWith("error: cannot write to standard output (a closed pipe or a full disk)\n"), o.err());
        Outcome list = run(Environment::standard, closedPipe, "list");
        assertEquals(ExitCodes.BAD_INPUT, list.exitCode());
    }

    @Test
    void aBrokenPluginIsAnErrorNamingItInEveryCommand() {
        String message = "plug-in /x/layer.jar: class org.example.Missing (listed in META-INF/services/"
                + "org.collsim.mpi.layer.LayerFactory) is not on the class path";
        Supplier<Environment> broken = () -> {
            throw new PluginException(message);
        };
        // the environment is made when a command first needs it, after its arguments are parsed
        for (String[] command : new String[][] {{"list"}, {"run", "s.json"}, {"validate", "s.json"}}) {
            Outcome o = run(broken, new ByteArrayOutputStream(), command);
            assertEquals(ExitCodes.BAD_INPUT, o.exitCode(), command[0]);
            assertEquals("error: " + message + "\n", o.err(), command[0]);
            assertEquals(0, o.out().length, command[0]);
        }
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            if (haystack[i] == needle[0] && haystack[i + 1] == needle[1]) {
                return i;
            }
        }
        return -1;
    }
}

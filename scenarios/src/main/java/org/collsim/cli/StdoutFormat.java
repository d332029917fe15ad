package org.collsim.cli;

import java.io.PrintWriter;
import java.util.List;
import org.collsim.report.CommWorkloadResults;
import org.collsim.report.OsuFormat;
import org.collsim.report.ProgramResultsTable;
import org.collsim.report.ResultRecord;
import org.collsim.report.ResultsTable;

/** What {@code run} and {@code report} print on stdout (the lower-case names are the option's values). */
enum StdoutFormat {
    /** The title line, the benchmark table, the program table and the communicator workload's table. */
    table {
        @Override
        void print(PrintWriter out, String title, List<ResultRecord> records) {
            out.println(title);
            out.println();
            List<ResultRecord> benchmark = records.stream().filter(ResultRecord::isBenchmark).toList();
            if (!benchmark.isEmpty()) {
                out.print(ResultsTable.render(benchmark));
            }
            List<ResultRecord> program = records.stream().filter(ResultRecord::isProgram).toList();
            if (!program.isEmpty()) { // program workload: its own table
                out.print(benchmark.isEmpty() ? "" : "\n");
                out.print(ProgramResultsTable.render(program));
            }
            List<ResultRecord> workload = CommWorkloadResults.of(records);
            if (!workload.isEmpty()) {
                ResultRecord first = workload.get(0);
                out.println();
                out.println("communicator workload: " + first.commWorkload().splits() + " splits into "
                        + first.commWorkload().colors() + " colors on " + first.ranks() + " ranks, then free");
                out.println();
                out.print(CommWorkloadResults.render(workload));
            }
            out.flush();
        }
    },
    /** The OSU micro-benchmarks' layout of the benchmark records. */
    osu {
        @Override
        void print(PrintWriter out, String title, List<ResultRecord> records) {
            out.print(OsuFormat.render(records));
            out.flush();
        }
    };

    abstract void print(PrintWriter out, String title, List<ResultRecord> records);
}

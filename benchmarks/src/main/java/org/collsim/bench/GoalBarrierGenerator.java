package org.collsim.bench;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes a dissemination barrier on P ranks as a GOAL schedule, streaming (constant memory): in
 * round k = 0 .. ceil(lg P) - 1 rank r sends 0 bytes to (r + 2^k) mod P and receives from
 * (r - 2^k) mod P, tag k; round k+1's send and receive require round k's receive.
 * <pre>java -cp benchmarks/target/benchmarks.jar org.collsim.bench.GoalBarrierGenerator RANKS FILE</pre>
 */
public final class GoalBarrierGenerator {
    private GoalBarrierGenerator() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: GoalBarrierGenerator RANKS FILE");
            System.exit(2);
        }
        int ranks = Integer.parseInt(args[0]);
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(Path.of(args[1])), 1 << 20)) {
            write(ranks, out);
        }
    }

    static void write(int ranks, OutputStream out) throws IOException {
        int rounds = 32 - Integer.numberOfLeadingZeros(Math.max(ranks - 1, 0));
        out.write(("// dissemination barrier, " + ranks + " ranks, " + rounds + " rounds\nnum_ranks " + ranks + "\n")
                .getBytes(StandardCharsets.US_ASCII));
        StringBuilder block = new StringBuilder();
        for (int r = 0; r < ranks; r++) {
            block.setLength(0);
            block.append("rank ").append(r).append(" {\n");
            for (int k = 0; k < rounds; k++) {
                int distance = 1 << k;
                block.append('s').append(k).append(": send 0b to ").append((r + distance) % ranks).append(" tag ").append(k).append('\n');
                block.append('r').append(k).append(": recv 0b from ").append(Math.floorMod(r - distance, ranks)).append(" tag ").append(k)
                        .append('\n');
                if (k > 0) {
                    block.append('s').append(k).append(" requires r").append(k - 1).append('\n');
                    block.append('r').append(k).append(" requires r").append(k - 1).append('\n');
                }
            }
            block.append("}\n");
            out.write(block.toString().getBytes(StandardCharsets.US_ASCII));
        }
    }
}

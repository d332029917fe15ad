package org.collsim.replay.goal;

import java.io.IOException;
import java.io.InputStream;

/**
 * The GOAL text grammar as LogGOPSim's {@code txt2bin} scanner accepts it, read in one pass:
 * <pre>
 * num_ranks N
 * rank r {                       (blocks in order 0 .. N-1)
 *   [label:] send Sb to D [tag T] [cpu C] [nic K]
 *   [label:] recv Sb from D|-1 [tag T|-1] [cpu C] [nic K]
 *   [label:] calc NS [cpu C]
 *   A requires B                 (A starts after B completes)
 *   A irequires B                (A starts after B starts)
 * }
 * </pre>
 * one statement a line; {@code //} and {@code /* *}{@code /} comments between statements; labels local
 * to their rank block and defined before a dependency names them. Where LogGOPSim is silent or
 * undefined (a block out of order, a peer outside num_ranks, a label defined twice, text after the
 * last block) this parser reports the file, line and column and what it expected.
 */
public final class GoalParser {
    private static final String STATEMENT =
            "\"send\", \"recv\", \"calc\", a label, a dependency, \"}\" or a comment";
    private static final String RANK_NUMBER = "a rank number";

    private final GoalLexer in;
    private final GoalSink sink;
    /** A part of a file cut at {@code rank} lines: its end is not checked (the caller checks that the parts follow each other). */
    private final boolean part;
    private final LabelTable labels = new LabelTable();
    private final GoalLine fast = new GoalLine();
    /** The label a statement starts with (kept while the lexer reads the next word). */
    private final byte[] firstLabel = new byte[GoalText.MAX_WORD_BYTES];
    private long numRanks = -1;
    private long nextRank;
    private long firstRank;
    private long blockLine;

    private GoalParser(GoalLexer in, GoalSink sink, boolean part) {
        this.in = in;
        this.sink = sink;
        this.part = part;
    }

    /** Parses {@code text} (named {@code source} in errors) into {@code sink}. */
    static void parse(InputStream text, String source, GoalSink sink) throws IOException, GoalSyntaxException {
        new GoalParser(new GoalLexer(text, source), sink, false).file();
    }

    /** The ranks a part of a file holds, {@code first} (-1 when none) up to {@code end} exclusive, and num_ranks. */
    record Part(int numRanks, int first, int end) {
    }

    /**
     * Parses a part of a file cut at {@code rank} lines ({@link GoalSegments}), {@code text[0, length)}, in place: the first part
     * ({@code numRanks} -1) from num_ranks on, a later one from whichever block it starts at, in
     * both cases to whichever block it ends at. A later part's error lines count from its start:
     * the caller parses the file again in one pass to report them.
     */
    static Part parsePart(byte[] text, int length, String source, int numRanks, GoalSink sink)
            throws IOException, GoalSyntaxException {
        GoalParser parser = new GoalParser(new GoalLexer(text, length, source), sink, true);
        parser.numRanks = numRanks;
        parser.nextRank = numRanks < 0 ? 0 : -1;
        parser.file();
        long first = numRanks < 0 ? 0 : parser.nextRank < 0 ? -1 : parser.firstRank;
        return new Part((int) parser.numRanks, (int) first, (int) parser.nextRank);
    }

    private void file() throws IOException, GoalSyntaxException {
        while (true) {
            in.blanks();
            if (in.peek() == GoalLexer.EOF) {
                if (numRanks < 0 || (nextRank < numRanks && !part)) {
                    throw in.errorHere(numRanks < 0 ? "\"num_ranks\"" : "\"rank " + nextRank + "\"");
                }
                return;
            }
            if (in.endOfLine() || comment()) {
                continue;
            }
            if (!in.identifier()) {
                throw in.errorHere(nextRank < Math.max(numRanks, 1) ? "\"num_ranks\" or \"rank\"" : "end of file");
            }
            if (in.wordIs("num_ranks") && numRanks < 0) {
                numRanksLine();
            } else if (in.wordIs("rank") && numRanks >= 0 && nextRank < numRanks) {
                rankBlock();
            } else {
                throw in.error(numRanks < 0 ? "\"num_ranks\" before the rank blocks"
                        : nextRank < numRanks ? "\"rank " + nextRank + "\"" : "end of file (all " + numRanks + " rank blocks read)",
                        "\"" + in.wordText() + "\"");
            }
        }
    }

    private boolean comment() throws IOException, GoalSyntaxException {
        if (in.literal("//")) {
            while (in.peek() != GoalLexer.EOF && !in.endOfLine()) {
                in.advance();
            }
            return true;
        }
        if (!in.literal("/*")) {
            return false;
        }
        while (!in.literal("*/")) {
            if (in.peek() == GoalLexer.EOF) {
                throw in.errorHere("\"*/\" closing the comment");
            }
            in.advance();
        }
        return true;
    }

    private void numRanksLine() throws IOException, GoalSyntaxException {
        in.blanks();
        numRanks = number("a number of ranks from 1", GoalText.MAX_RANK + 1);
        if (numRanks < 1) {
            throw in.error("a number of ranks from 1", "0");
        }
        sink.numRanks((int) numRanks);
    }

    private void rankBlock() throws IOException, GoalSyntaxException {
        in.blanks();
        long rank = number(RANK_NUMBER, GoalText.MAX_RANK);
        if (nextRank < 0 && rank < numRanks) {
            nextRank = rank; // a later part starts at any block
            firstRank = rank;
        }
        if (rank != nextRank) {
            throw in.error("rank " + nextRank + " (blocks in order 0 .. " + (numRanks - 1) + ")", "rank " + rank);
        }
        in.blanks();
        if (!in.literal("{")) {
            throw in.errorHere("\"{\"");
        }
        blockLine = in.line();
        labels.clear();
        sink.beginRank((int) rank);
        while (statement()) {
            // one statement a line until "}"
        }
        sink.endRank((int) rank);
        nextRank++;
    }

    /** One statement of a rank block; false at its closing "}". */
    private boolean statement() throws IOException, GoalSyntaxException {
        if (fast.take(in, labels, sink, numRanks)) {
            return true;
        }
        in.blanks();
        if (in.peek() == GoalLexer.EOF) {
            throw in.errorHere("\"}\" closing rank " + nextRank + "'s block (opened at line " + blockLine + ")");
        }
        if (in.literal("}")) {
            return false;
        }
        if (in.endOfLine() || comment()) {
            return true;
        }
        if (!in.identifier()) {
            throw in.errorHere(STATEMENT);
        }
        OpKind kind = keyword();
        if (kind != null) {
            operation(kind);
            return true;
        }
        long line = in.line();
        long column = in.column() - in.wordLength;
        byte[] label = firstLabel;
        int labelLength = in.wordLength;
        System.arraycopy(in.word, 0, label, 0, labelLength);
        in.blanks();
        if (in.literal(":")) {
            labelledOperation(label, labelLength, line, column);
        } else if (in.literal("requires")) {
            dependency(label, labelLength, line, column, false);
        } else if (in.literal("irequires")) {
            dependency(label, labelLength, line, column, true);
        } else {
            throw in.errorHere("\":\", \"requires\" or \"irequires\" after the label " + text(label, labelLength));
        }
        return true;
    }

    private OpKind keyword() {
        if (in.wordLength != 4) {
            return null;
        }
        return in.wordIs("send") ? OpKind.SEND : in.wordIs("recv") ? OpKind.RECV : in.wordIs("calc") ? OpKind.CALC : null;
    }

    private void labelledOperation(byte[] label, int labelLength, long line, long column) throws IOException, GoalSyntaxException {
        in.blanks();
        OpKind kind = in.literal("send") ? OpKind.SEND : in.literal("recv") ? OpKind.RECV : in.literal("calc") ? OpKind.CALC : null;
        if (kind == null) {
            throw in.errorHere("\"send\", \"recv\" or \"calc\"");
        }
        int index = operation(kind);
        if (!labels.add(label, 0, labelLength, index)) {
            throw in.errorAt(line, column,
                    "a label not yet used in rank " + nextRank, "\"" + text(label, labelLength) + "\" again");
        }
    }

    private int operation(OpKind kind) throws IOException, GoalSyntaxException {
        in.blanks();
        if (kind == OpKind.CALC) {
            long durationNs = number("a duration in ns", GoalText.MAX_CALC_NS);
            int cpu = 0;
            String rest = "\"cpu\" or end of line";
            if (in.blanksThen("cpu")) {
                cpu = unit("a CPU number 0 .. 255");
                rest = "end of line";
            }
            endStatement(rest);
            return sink.operation(kind, durationNs, 0, 0, cpu, 0);
        }
        return message(kind);
    }

    private int message(OpKind kind) throws IOException, GoalSyntaxException {
        long size = number("a size in bytes such as 8b", Long.MAX_VALUE);
        in.blanks();
        if (!in.literal("b")) {
            throw in.errorHere("\"b\" after the size (sizes are written 8b)");
        }
        boolean send = kind == OpKind.SEND;
        in.blanks();
        if (!in.literal(send ? "to" : "from")) {
            throw in.errorHere(send ? "\"to\"" : "\"from\"");
        }
        in.blanks();
        int peer = send || !in.literal("-1") ? peer(send) : GoalSink.ANY;
        int tag = 0;
        int cpu = 0;
        int nic = 0;
        String rest = "\"tag\", \"cpu\", \"nic\" or end of line";
        if (in.blanksThen("tag")) {
            in.blanks();
            tag = in.literal("-1") ? GoalSink.ANY : (int) number("a tag (0 .. " + GoalText.MAX_TAG + ") or -1", GoalText.MAX_TAG);
            rest = "\"cpu\", \"nic\" or end of line";
        }
        if (in.blanksThen("cpu")) {
            cpu = unit("a CPU number 0 .. 255");
            rest = "\"nic\" or end of line";
        }
        if (in.blanksThen("nic")) {
            nic = unit("a NIC number 0 .. 255");
            rest = "end of line";
        }
        endStatement(rest);
        return sink.operation(kind, size, peer, tag, cpu, nic);
    }

    private int peer(boolean send) throws IOException, GoalSyntaxException {
        long column = in.column();
        long peer = number(send ? "a destination rank" : "a source rank or -1", GoalText.MAX_RANK);
        if (peer >= numRanks) {
            throw in.errorAt(in.line(), column,
                    (send ? "a destination" : "a source") + " rank below num_ranks = " + numRanks, "rank " + peer);
        }
        return (int) peer;
    }

    private void dependency(byte[] label, int labelLength, long labelLine, long labelColumn, boolean onStart)
            throws IOException, GoalSyntaxException {
        int operation = lookUp(label, labelLength, labelLine, labelColumn);
        in.blanks();
        long column = in.column();
        if (!in.identifier()) {
            throw in.errorHere("a label");
        }
        int dependency = lookUp(in.word, in.wordLength, in.line(), column);
        if (dependency == operation) {
            throw in.errorAt(in.line(), column,
                    "a label other than the dependent operation's own", "\"" + in.wordText() + "\" (it would wait for itself)");
        }
        endStatement("end of line");
        sink.dependency(operation, dependency, onStart);
    }

    private int lookUp(byte[] label, int length, long line, long column) throws GoalSyntaxException {
        int index = labels.find(label, 0, length);
        if (index == LabelTable.ABSENT) {
            throw in.errorAt(line, column,
                    "a label defined above in rank " + nextRank + "'s block", "undefined label \"" + text(label, length) + "\"");
        }
        return index;
    }

    private static String text(byte[] label, int length) {
        return new String(label, 0, length, java.nio.charset.StandardCharsets.US_ASCII);
    }

    private int unit(String what) throws IOException, GoalSyntaxException {
        in.blanks();
        return (int) number(what, GoalText.MAX_UNIT);
    }

    private long number(String what, long max) throws IOException, GoalSyntaxException {
        long column = in.column();
        long value = in.unsigned(max);
        if (value == -1) {
            throw in.errorHere(what);
        }
        if (value == -2) {
            throw in.errorAt(in.line(), column, what + " up to " + max, "a larger number");
        }
        return value;
    }

    private void endStatement(String expected) throws IOException, GoalSyntaxException {
        in.blanks();
        if (!in.endOfLine()) {
            throw in.errorHere(expected);
        }
    }
}

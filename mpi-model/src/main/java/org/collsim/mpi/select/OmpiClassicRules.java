package org.collsim.mpi.select;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.collsim.mpi.coll.Collective;

/**
 * Reads Open MPI's classic rules file (the {@code coll_tuned_dynamic_rules_filename} format of
 * Open MPI 4 and 5): optional {@code rule-file-version-N}, then whole numbers separated by white
 * space, {@code #} starting a comment to the end of the line: NCOL, then per collective COLID,
 * NCOMSIZES, per communicator size COMSIZE NMSGSIZES, per message size MSGSIZE ALG FANINOUT SEGSIZE
 * (and MAXREQ from version 2 on). A rule applies from its size up to the next rule's size minus
 * one, the first from zero (Open MPI 5's ompi_coll_tuned_get_com_rule_ptr); the first message
 * size must be 0; algorithm 0 ("ignore") leaves the choice to the fixed decision. Anything else
 * is an error at file:line:column.
 */
final class OmpiClassicRules {
    private final String source;
    private final String text;
    private int pos;
    private int version = 1;

    private OmpiClassicRules(String source, String text) {
        this.source = source;
        this.text = text;
    }

    static OmpiRules read(String source, String text) {
        return new OmpiClassicRules(source, text).rules();
    }

    private OmpiRules rules() {
        skipBlanks();
        if (text.startsWith("rule-file-version-", pos)) {
            pos += "rule-file-version-".length();
            version = (int) number("a version number after rule-file-version-", 1, 9);
        }
        long collectives = next("the number of collectives", 0, 22);
        Map<Collective, List<OmpiRules.CommRule>> out = new EnumMap<>(Collective.class);
        for (long i = 0; i < collectives; i++) {
            int at = positionOfNext();
            long id = next("an Open MPI collective id", 0, 21);
            Collective c = OmpiNames.byId(id).orElse(null);
            List<OmpiRules.CommRule> comms = commRules(c);
            if (c != null && out.put(c, comms) != null) {
                throw fail(at, "each collective once", "collective id " + id + " again");
            }
        }
        skipBlanks();
        if (pos < text.length()) {
            throw fail(pos, "the end of the file after " + collectives + " collectives", quoteToken(pos));
        }
        return new OmpiRules(out);
    }

    private List<OmpiRules.CommRule> commRules(Collective c) {
        long count = next("the number of communicator sizes", 0, Integer.MAX_VALUE);
        List<long[]> bounds = new ArrayList<>();
        List<List<OmpiRules.MsgRule>> messages = new ArrayList<>();
        for (long i = 0; i < count; i++) {
            bounds.add(new long[] {next("a communicator size", 0, Integer.MAX_VALUE)});
            messages.add(msgRules(c));
        }
        List<OmpiRules.CommRule> out = new ArrayList<>();
        for (int i = 0; i < bounds.size(); i++) {
            long min = i == 0 ? 0 : bounds.get(i)[0];
            long max = i + 1 < bounds.size() ? bounds.get(i + 1)[0] - 1 : OmpiRules.UNBOUNDED;
            out.add(new OmpiRules.CommRule(null, min, max, "any", messages.get(i)));
        }
        return out;
    }

    private List<OmpiRules.MsgRule> msgRules(Collective c) {
        long count = next("the number of message sizes", 0, Integer.MAX_VALUE);
        List<OmpiRules.MsgRule> out = new ArrayList<>();
        for (long i = 0; i < count; i++) {
            int at = positionOfNext();
            long size = next("a message size in bytes", i == 0 ? 0 : 1, i == 0 ? 0 : Long.MAX_VALUE);
            String alg = algorithm(c);
            long faninout = next("a fan-in/out", 0, Integer.MAX_VALUE);
            long segment = next("a segment size in bytes", 0, Integer.MAX_VALUE);
            if (version > 1 && nextIsDigit()) {
                next("a maximum number of requests", 0, Integer.MAX_VALUE);
            }
            if (!out.isEmpty() && size <= out.get(out.size() - 1).minBytes()) {
                throw fail(at, "a message size above the previous one (" + out.get(out.size() - 1).minBytes() + ")",
                        Long.toString(size));
            }
            if (!out.isEmpty()) {
                OmpiRules.MsgRule prev = out.remove(out.size() - 1);
                out.add(new OmpiRules.MsgRule(prev.minBytes(), size - 1, prev.algorithm(), prev.faninout(),
                        prev.segmentBytes()));
            }
            out.add(new OmpiRules.MsgRule(size, OmpiRules.UNBOUNDED, alg, faninout, segment));
        }
        return out;
    }

    private String algorithm(Collective c) {
        List<String> names = c == null ? List.of() : OmpiNames.algorithms(c);
        if (names.isEmpty()) {
            return Long.toString(next("an algorithm number", 0, Integer.MAX_VALUE));
        }
        return names.get((int) next("an Open MPI " + c.id() + " algorithm number (0 to ignore, 1.."
                + (names.size() - 1) + ")", 0, names.size() - 1));
    }

    private long next(String what, long min, long max) {
        skipBlanks();
        return number(what, min, max);
    }

    private long number(String what, long min, long max) {
        int start = pos;
        while (pos < text.length() && Character.isDigit(text.charAt(pos)) && pos - start < 19) {
            pos++;
        }
        boolean ended = pos == text.length() || Character.isWhitespace(text.charAt(pos)) || text.charAt(pos) == '#';
        if (pos == start || !ended) {
            pos = start;
            throw fail(start, what, start >= text.length() ? "the end of the file" : quoteToken(start));
        }
        long v = Long.parseLong(text.substring(start, pos));
        if (v < min || v > max) {
            throw fail(start, what + " in " + min + ".." + max, Long.toString(v));
        }
        return v;
    }

    private boolean nextIsDigit() {
        skipBlanks();
        return pos < text.length() && Character.isDigit(text.charAt(pos));
    }

    private int positionOfNext() {
        skipBlanks();
        return pos;
    }

    private void skipBlanks() {
        while (pos < text.length()) {
            char ch = text.charAt(pos);
            if (ch == '#') {
                while (pos < text.length() && text.charAt(pos) != '\n') {
                    pos++;
                }
            } else if (Character.isWhitespace(ch)) {
                pos++;
            } else {
                return;
            }
        }
    }

    private String quoteToken(int at) {
        int end = at;
        while (end < text.length() && !Character.isWhitespace(text.charAt(end)) && end - at < 40) {
            end++;
        }
        return "\"" + text.substring(at, end) + "\"";
    }

    private SelectionFileException fail(int at, String expected, String found) {
        int line = 1;
        int column = 1;
        for (int i = 0; i < at && i < text.length(); i++) {
            line += text.charAt(i) == '\n' ? 1 : 0;
            column = text.charAt(i) == '\n' ? 1 : column + 1;
        }
        return new SelectionFileException(source + ":" + line + ":" + column + ": expected " + expected + ", found " + found);
    }
}

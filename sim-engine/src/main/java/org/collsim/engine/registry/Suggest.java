package org.collsim.engine.registry;

import java.util.Collection;
import java.util.Optional;
import org.apache.commons.text.similarity.LevenshteinDistance;

/**
 * The nearest valid name for a misspelt one. A candidate that differs only in case wins;
 * otherwise the candidate with the smallest Levenshtein distance, if that distance is at most
 * max(2, length/3) and smaller than the name itself (so "x" suggests nothing); ties go to the
 * earlier candidate.
 */
public final class Suggest {
    private static final LevenshteinDistance LEVENSHTEIN = LevenshteinDistance.getDefaultInstance();
    /** Edits always allowed; longer names allow one edit per three characters. */
    private static final int MIN_EDITS = 2;
    private static final int CHARS_PER_EDIT = 3;

    private Suggest() {
    }

    public static Optional<String> nearest(String found, Collection<String> candidates) {
        if (found.length() > MAX_QUOTED_CHARS) {
            return Optional.empty(); // no name is that long; and Levenshtein on huge input is slow
        }
        if (candidates.contains(found)) {
            return Optional.of(found);
        }
        for (String c : candidates) {
            if (c.equalsIgnoreCase(found)) {
                return Optional.of(c);
            }
        }
        int allowed = Math.min(Math.max(MIN_EDITS, found.length() / CHARS_PER_EDIT), found.length() - 1);
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String c : candidates) {
            int d = LEVENSHTEIN.apply(found, c);
            if (d <= allowed && d < bestDistance) {
                best = c;
                bestDistance = d;
            }
        }
        return Optional.ofNullable(best);
    }

    /** Longest piece of user input quoted in a message; longer input is cut and ellipsised. */
    public static final int MAX_QUOTED_CHARS = 60;

    /** {@code text} as a message may quote it: at most {@link #MAX_QUOTED_CHARS} characters, then "...". */
    public static String clip(String text) {
        if (text.length() <= MAX_QUOTED_CHARS) {
            return text;
        }
        return text.substring(0, MAX_QUOTED_CHARS) + "... (" + text.length() + " characters)";
    }

    /** " (did you mean \"ring\"?)" or "" when nothing is near. */
    public static String didYouMean(String found, Collection<String> candidates) {
        return nearest(found, candidates).map(n -> " (did you mean \"" + n + "\"?)").orElse("");
    }

    /** "a, b or c" with each name quoted. */
    public static String quotedList(Collection<String> names) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        for (String n : names) {
            if (i > 0) {
                out.append(i == names.size() - 1 ? " or " : ", ");
            }
            out.append('"').append(n).append('"');
            i++;
        }
        return out.toString();
    }
}

package org.collsim.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The benchmark's MPI datatype, which fixes the element size; "bytes" must be a multiple of it. */
public enum Datatype {
    BYTE(1), INT(4), FLOAT(4), DOUBLE(8);

    private final int sizeBytes;

    Datatype(int sizeBytes) {
        this.sizeBytes = sizeBytes;
    }

    public int sizeBytes() {
        return sizeBytes;
    }

    /** The name used in scenarios ("double"). */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static List<String> ids() {
        List<String> out = new ArrayList<>();
        for (Datatype d : values()) {
            out.add(d.id());
        }
        return out;
    }

    public static Datatype fromId(String id) {
        for (Datatype d : values()) {
            if (d.id().equals(id)) {
                return d;
            }
        }
        return null;
    }
}

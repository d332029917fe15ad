package org.collsim.mpi.program;

import java.util.List;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.CountsSpec;
import org.collsim.mpi.comm.CollEntry;

/**
 * One statement of a program. Every statement carries its JSON path
 * ({@code $.program.body[3]}) so that errors and deadlock reports name it.
 * Communicators and requests are referred to by the names the program gives them.
 */
public sealed interface Stmt {
    /** The name of the world communicator, defined at start. */
    String WORLD = "world";

    String path();

    /** Computes for {@code durationPs} outside MPI. */
    record Compute(String path, long durationPs) implements Stmt {
    }

    /** The point-to-point verbs; the {@code _INIT} ones make persistent requests (MPI_Send_init, MPI_Recv_init). */
    enum P2pVerb {
        ISEND, IRECV, SEND, RECV, SEND_INIT, RECV_INIT;

        public boolean sends() {
            return this == ISEND || this == SEND || this == SEND_INIT;
        }

        public boolean blocking() {
            return this == SEND || this == RECV;
        }

        public boolean persistent() {
            return this == SEND_INIT || this == RECV_INIT;
        }

        public String id() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /**
     * A send or receive of {@code bytes} to / from communicator rank {@code peer} (null: any
     * source) with {@code tag} (null: any tag); nonblocking verbs name their request.
     */
    record PointToPoint(String path, P2pVerb verb, String comm, Expr peer, Expr bytes, Expr tag, String request,
                        Vector datatype, String buffer) implements Stmt {
        /** Contiguous bytes in a fresh buffer. */
        public PointToPoint(String path, P2pVerb verb, String comm, Expr peer, Expr bytes, Expr tag, String request) {
            this(path, verb, comm, peer, bytes, tag, request, null, null);
        }
    }

    /**
     * MPI_Type_vector: {@code count} blocks of {@code blocklength} elements, the starts of
     * successive blocks {@code stride} elements apart. With a vector datatype, a call's
     * {@code bytes} is the size of one element.
     */
    record Vector(Expr count, Expr blocklength, Expr stride) {
    }

    /** start / startall of persistent requests. */
    record Start(String path, String verb, List<String> requests) implements Stmt {
        public Start {
            requests = List.copyOf(requests);
        }
    }

    /** MPI_Request_free of an inactive persistent request. */
    record RequestFree(String path, String request) implements Stmt {
    }

    /**
     * test / testall / testany: a completion check that never blocks; {@code requests} null
     * means every active request ("all").
     */
    record Test(String path, String verb, List<String> requests) implements Stmt {
        /** testany: one complete request is enough, and only it is retired. */
        public boolean any() {
            return verb.equals("testany");
        }
    }

    /** MPI_Cancel of a send request. */
    record Cancel(String path, String request) implements Stmt {
    }

    /** MPI_Win_create over {@code comm}, named {@code name}. */
    record WinCreate(String path, String comm, String name) implements Stmt {
    }

    /** The one-sided accesses. */
    enum RmaVerb {
        PUT, GET, ACCUMULATE;

        public String id() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** A put, get or accumulate of {@code bytes} at {@code target} (a rank of the window's communicator). */
    record Rma(String path, RmaVerb verb, String window, Expr target, Expr bytes) implements Stmt {
    }

    /** MPI_Win_fence. */
    record Fence(String path, String window) implements Stmt {
    }

    /** MPI_Win_free. */
    record WinFree(String path, String window) implements Stmt {
    }

    /** How a wait completes. */
    enum WaitMode { ALL, ANY, SOME }

    /**
     * wait / waitall / waitany / waitsome on named requests; {@code requests} null means every request
     * the rank has not waited for yet ("all").
     */
    record Wait(String path, String verb, WaitMode mode, List<String> requests) implements Stmt {
    }

    /**
     * A collective through the communicator's table; {@code root} is null for unrooted
     * collectives, {@code algorithm} null for the default, {@code request} null when blocking;
     * {@code counts} splits a "v" collective's bytes over the communicator.
     */
    record Collective(String path, CollEntry entry, String comm, Expr bytes, Expr root, CollectiveAlgorithm algorithm,
                      String request, CountsSpec counts) implements Stmt {
        /** A call whose "v" counts, if any, are uniform. */
        public Collective(String path, CollEntry entry, String comm, Expr bytes, Expr root, CollectiveAlgorithm algorithm,
                          String request) {
            this(path, entry, comm, bytes, root, algorithm, request, new CountsSpec.Uniform());
        }
    }

    /** MPI_Comm_dup of {@code parent}, named {@code name}. */
    record CommDup(String path, String parent, String name) implements Stmt {
    }

    /** MPI_Comm_split of {@code parent}; a null {@code color} is MPI_UNDEFINED. */
    record CommSplit(String path, String parent, Expr color, Expr key, String name) implements Stmt {
    }

    /**
     * The group of ranks {@code first}, {@code first + stride}, ... ({@code count} of them) of a
     * communicator, as MPI_Group_range_incl with one triplet makes it.
     */
    record RankRange(Expr first, Expr count, Expr stride) {
    }

    /** MPI_Comm_create of {@code parent} from the group {@code group} of its ranks, named {@code name}. */
    record CommCreate(String path, String parent, RankRange group, String name) implements Stmt {
    }

    /** MPI_Comm_free of a named communicator. */
    record CommFree(String path, String name) implements Stmt {
    }

    /** Runs {@code body} {@code count} times with the loop variable in {@code slot} = 0, 1, ... */
    record Loop(String path, Expr count, String variable, int slot, List<Stmt> body) implements Stmt {
        public Loop {
            body = List.copyOf(body);
        }
    }

    /** Runs {@code then} when {@code condition} is non-zero, else {@code otherwise}. */
    record If(String path, Expr condition, List<Stmt> then, List<Stmt> otherwise) implements Stmt {
        public If {
            then = List.copyOf(then);
            otherwise = List.copyOf(otherwise);
        }
    }
}

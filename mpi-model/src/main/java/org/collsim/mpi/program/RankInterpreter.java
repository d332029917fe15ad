package org.collsim.mpi.program;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.collsim.engine.Simulation;
import org.collsim.mpi.MpiErrorClass;
import org.collsim.mpi.MpiException;
import org.collsim.mpi.progress.ProgressEngine;

/**
 * One rank running the program: an event-driven state machine, no thread. It executes
 * statements until one blocks (a blocking call, a wait on incomplete requests, a compute
 * phase), and resumes when the request it waits for completes. It owns the rank's loop
 * variables and its names for requests and communicators.
 */
final class RankInterpreter {
    /** A statement list being executed: the program body, a loop body or an if branch. */
    private static final class Frame {
        final List<Stmt> body;
        final Stmt.Loop loop;
        final long count;
        int next;
        long iteration;

        Frame(List<Stmt> body, Stmt.Loop loop, long count) {
            this.body = body;
            this.loop = loop;
            this.count = count;
        }
    }

    private final ProgramContext ctx;
    private final MpiCalls calls;
    private final int rank;
    private final long[] vars;
    private final Deque<Frame> frames = new ArrayDeque<>();
    private final RequestTable requests = new RequestTable(this);
    private final Map<String, WindowCalls.RankWindow> windows = new HashMap<>();
    private final Map<String, Long> bufferIds = new HashMap<>();
    /** Communicators by name; a null value is MPI_COMM_NULL (a split with color "undefined", a create whose group leaves the rank out). */
    private final Map<String, CommState> comms = new HashMap<>();
    private Blocker blocked;
    private boolean stepping;
    private boolean computing;
    private long donePs = -1;

    RankInterpreter(ProgramContext ctx, MpiCalls calls, Program program, int rank, CommState world) {
        this.ctx = ctx;
        this.calls = calls;
        this.rank = rank;
        this.vars = new long[program.variableSlots()];
        vars[Expr.RANK_SLOT] = rank;
        vars[Expr.SIZE_SLOT] = world.size();
        comms.put(Stmt.WORLD, world);
        frames.push(new Frame(program.body(), null, 1));
    }

    int rank() {
        return rank;
    }

    boolean isDone() {
        return donePs >= 0;
    }

    long donePs() {
        return donePs;
    }

    /** Runs from the current simulated time until the rank blocks or ends. */
    void start() {
        resume(ctx.engine().simulation().nowPs());
    }

    private void resume(long nowPs) {
        stepping = true;
        Simulation sim = ctx.engine().simulation();
        try {
            while (blocked == null) {
                sim.inlineStep(); // a loop of statements that never block runs within this one event
                Stmt s = next();
                if (s == null) {
                    enterMpi(); // MPI_Finalize
                    donePs = nowPs;
                    return;
                }
                execute(s);
            }
        } finally {
            stepping = false;
        }
    }

    private Stmt next() {
        while (!frames.isEmpty()) {
            Frame f = frames.peek();
            if (f.next < f.body.size()) {
                return f.body.get(f.next++);
            }
            if (f.loop != null && ++f.iteration < f.count) {
                vars[f.loop.slot()] = f.iteration;
                f.next = 0;
                continue;
            }
            frames.pop();
        }
        return null;
    }

    private void execute(Stmt s) {
        if (s instanceof Stmt.Compute c) {
            compute(c);
        } else if (s instanceof Stmt.Loop l) {
            long count = eval(l.count(), l, "count");
            if (count < 0) {
                throw error(MpiErrorClass.MPI_ERR_COUNT, l, "loop count " + l.count() + " = " + count + " is negative");
            }
            if (count > 0 && !l.body().isEmpty()) {
                vars[l.slot()] = 0;
                frames.push(new Frame(l.body(), l, count));
            }
        } else if (s instanceof Stmt.If i) {
            List<Stmt> branch = eval(i.condition(), i, "condition") != 0 ? i.then() : i.otherwise();
            if (!branch.isEmpty()) {
                frames.push(new Frame(branch, null, 1));
            }
        } else {
            enterMpi();
            if (s instanceof Stmt.Wait w) {
                Completion.waitOn(this, w);
            } else if (s instanceof Stmt.Test t) {
                Completion.test(this, t);
            } else {
                calls.execute(this, s);
            }
        }
    }

    private void compute(Stmt.Compute c) {
        if (!computing) {
            computing = true;
            ctx.engine().setInsideMpi(rank, false);
        }
        Handle h = new Handle(this, null, "compute for " + c.durationPs() + " ps", c.path());
        ctx.engine().compute(rank, c.durationPs(), h.asRequest());
        block(Blocker.on(c.path(), h::description, h, () -> { }));
    }

    private void enterMpi() {
        if (computing) {
            computing = false;
            ctx.engine().setInsideMpi(rank, true);
        }
    }

    /** Blocks on {@code b}, or goes on at once when it is already satisfied. */
    void block(Blocker b) {
        if (b.satisfied()) {
            b.done();
        } else {
            blocked = b;
        }
    }

    /** One of this rank's requests completed: resume when that satisfies the wait. */
    void handleDone(long nowPs) {
        if (stepping || blocked == null || !blocked.satisfied()) {
            return;
        }
        Blocker b = blocked;
        blocked = null;
        b.done();
        resume(nowPs);
    }

    /** What this rank waits for, for deadlock reports. */
    String describeBlocked() {
        return blocked == null ? "not blocked" : blocked.describe();
    }

    RequestTable requests() {
        return requests;
    }

    /** This rank's windows by name. */
    Map<String, WindowCalls.RankWindow> windows() {
        return windows;
    }

    /** The rank's stable id of buffer {@code name} (0, 1, ... in order of first use), for the registration cache. */
    long bufferId(String name) {
        return bufferIds.computeIfAbsent(name, n -> (long) bufferIds.size());
    }

    /** The communicator named {@code name}; unknown names and MPI_COMM_NULL are MPI_ERR_COMM. */
    CommState comm(String name, Stmt s) {
        CommState c = comms.get(name);
        if (c == null) {
            throw error(MpiErrorClass.MPI_ERR_COMM, s, comms.containsKey(name)
                    ? "communicator \"" + name + "\" is MPI_COMM_NULL on this rank (its split color was "
                            + "undefined, or the group of its create left this rank out)"
                    : "no communicator named \"" + name + "\" on this rank (known: " + String.join(", ", comms.keySet().stream().sorted().toList()) + ")");
        }
        return c;
    }

    /** Binds a new communicator name (null: MPI_COMM_NULL). */
    void bindComm(String name, CommState c, Stmt s) {
        checkUnbound(name, s);
        comms.put(name, c);
    }

    /** A name may be (re)bound when unused or MPI_COMM_NULL on this rank. */
    void checkUnbound(String name, Stmt s) {
        if (comms.get(name) != null) {
            throw error(MpiErrorClass.MPI_ERR_COMM, s, "communicator name \"" + name + "\" is in use; free it first");
        }
    }

    /** Forgets a name; returns its communicator, or null when it was MPI_COMM_NULL here. */
    CommState unbindComm(String name, Stmt s) {
        if (!comms.containsKey(name)) {
            comm(name, s); // throws: no such communicator
        }
        return comms.remove(name);
    }

    /** Evaluates {@code e} for this rank; overflow and division by zero are MPI_ERR_ARG naming the field. */
    long eval(Expr e, Stmt s, String field) {
        try {
            return e.eval(vars);
        } catch (ArithmeticException ex) {
            throw error(MpiErrorClass.MPI_ERR_ARG, s, field + " " + e + ": " + ex.getMessage());
        }
    }

    MpiException error(MpiErrorClass errorClass, Stmt s, String detail) {
        return new MpiException(errorClass, rank, Statements.verb(s) + " at " + s.path(), detail);
    }

    ProgressEngine engine() {
        return ctx.engine();
    }
}

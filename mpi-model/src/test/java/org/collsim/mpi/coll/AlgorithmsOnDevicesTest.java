package org.collsim.mpi.coll;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.progress.DeviceModel;
import org.collsim.mpi.progress.DeviceModel.NicKind;
import org.collsim.mpi.progress.DeviceModel.QueueKind;
import org.collsim.mpi.run.CollectiveData;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.run.RunOptions;
import org.collsim.mpi.sched.ReduceOp;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every algorithm still moves the right data through the device protocols: eager-short (up to
 * 8 B), eager (up to 64 B) and rendezvous above, on host-driven and offload NICs, with either
 * queue layout and a registration cache.
 */
class AlgorithmsOnDevicesTest {
    private static final HockneyModel WIRE = new HockneyModel(1_000_000, 500, 100);
    /** The last rank's block a million times the first's: at 100 elements a rank, blocks of 0 to over 64 B. */
    private static final CountsSpec SKEWED = new CountsSpec.LinearSkew(1_000_000);

    static Stream<Arguments> matrix() {
        List<Arguments> out = new ArrayList<>();
        DeviceModel[] devices = {
            new DeviceModel(NicKind.HOST_DRIVEN, 8, 64, 100_000, 200_000, 0, 20_000, 200, QueueKind.SEPARATE,
                    50_000, 0, 4096, 1_000_000, 1 << 20, 0, 0),
            new DeviceModel(NicKind.OFFLOAD, 8, 64, 50_000, 0, 400_000, 30_000, 200, QueueKind.UNIFIED,
                    0, 20_000, 4096, 1_000_000, 1 << 20, 0, 0),
        };
        for (CollectiveAlgorithm a : AlgorithmRegistry.builtIn().all()) {
            for (DeviceModel d : devices) {
                for (int p : new int[] {1, 2, 3, 5, 8, 13, 33}) {
                    for (long n : new long[] {1, 7, 100}) {
                        CollArgs args = new CollArgs(p, n, 1, a.collective().rooted() ? p / 2 : 0);
                        if (AlgorithmRegistry.violation(a, args).isEmpty()) {
                            out.add(Arguments.of(a.collective().id() + "/" + a.name(), a, args, d));
                        }
                        CollArgs skewed = CollArgs.vector(SKEWED.resolve(n * p, p), 1, p / 2, ReduceOp.SUM);
                        if (a.collective().vector() && AlgorithmRegistry.violation(a, skewed).isEmpty()) {
                            // blocks from empty to all of n: each send picks its protocol by its own length
                            out.add(Arguments.of(a.collective().id() + "/" + a.name() + " skewed", a, skewed, d));
                        }
                    }
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} p={2} {3}")
    @MethodSource("matrix")
    void everyRankHoldsTheReferenceResult(String label, CollectiveAlgorithm a, CollArgs args, DeviceModel device) {
        CollectiveRun.Result r = CollectiveRun.run(new Network(args.ranks(), WIRE), a, args, true, 1,
                RunOptions.defaults().withDevice(device));
        for (int rank = 0; rank < args.ranks(); rank++) {
            assertArrayEquals(CollectiveData.expectedOutput(a.collective(), args, rank),
                    r.outputs()[rank], label + " rank " + rank);
        }
    }
}

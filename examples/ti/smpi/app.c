/* A small MPI application traced by SMPI (examples/ti/smpi/trace.sh writes its TI trace).
 * 8 ranks: a ring of nonblocking messages, one blocking message, a compute, bcast, allreduce,
 * alltoall, barrier, then an unequal compute. Receives are always posted before (or when) their
 * sends start, and no rank has two messages in flight the same way, so SMPI's rendezvous crossbar
 * and collsim's Hockney ports price every message alike. Each rank prints its final simulated time. */
#include <mpi.h>
#include <smpi/smpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    static char ring_in[2000], ring_out[2000];
    MPI_Request requests[2];
    MPI_Irecv(ring_in, sizeof ring_in, MPI_CHAR, (rank + size - 1) % size, 7, MPI_COMM_WORLD, &requests[0]);
    MPI_Isend(ring_out, sizeof ring_out, MPI_CHAR, (rank + 1) % size, 7, MPI_COMM_WORLD, &requests[1]);
    MPI_Waitall(2, requests, MPI_STATUSES_IGNORE);

    static int block[1024];
    if (rank == 0) {
        MPI_Send(block, 1024, MPI_INT, 1, 3, MPI_COMM_WORLD);
    } else if (rank == 1) {
        MPI_Recv(block, 1024, MPI_INT, 0, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }

    smpi_execute_flops(5e3); /* 5 us at 1 Gf on every rank */

    static char data[65536];
    MPI_Bcast(data, sizeof data, MPI_CHAR, 0, MPI_COMM_WORLD);

    static double sum_in[1024], sum_out[1024];
    MPI_Allreduce(sum_in, sum_out, 1024, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);

    static int all_in[8 * 256], all_out[8 * 256];
    MPI_Alltoall(all_in, 256, MPI_INT, all_out, 256, MPI_INT, MPI_COMM_WORLD);

    MPI_Barrier(MPI_COMM_WORLD);

    smpi_execute_flops(1e3 * (rank + 1)); /* (rank + 1) us */

    printf("rank %d ends at %.17g s\n", rank, MPI_Wtime());
    MPI_Finalize();
    return 0;
}

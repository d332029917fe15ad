/* The v collectives as SMPI traces them (examples/ti/smpi/trace.sh): 4 ranks call gatherv (root 0),
 * scatterv (root 1), allgatherv, alltoallv, reduce_scatter, a sendrecv round a ring and a scan.
 * Rank r's block is 1000 (r + 1) chars; in the alltoallv rank r sends 500 (r + 1) chars to each rank. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    static char in[1 << 16], out[1 << 16];
    int counts[4], displs[4], sendcounts[4], senddispls[4], recvcounts[4], recvdispls[4];
    for (int i = 0, d = 0; i < 4; i++) {
        counts[i] = 1000 * (i + 1);
        displs[i] = d;
        d += counts[i];
        sendcounts[i] = 500 * (rank + 1);
        senddispls[i] = 4000 * i;
        recvcounts[i] = 500 * (i + 1);
        recvdispls[i] = 4000 * i;
    }
    int blocks[4] = {2000, 2000, 2000, 2000};
    MPI_Gatherv(in, counts[rank], MPI_CHAR, out, counts, displs, MPI_CHAR, 0, MPI_COMM_WORLD);
    MPI_Scatterv(in, counts, displs, MPI_CHAR, out, counts[rank], MPI_CHAR, 1, MPI_COMM_WORLD);
    MPI_Allgatherv(in, counts[rank], MPI_CHAR, out, counts, displs, MPI_CHAR, MPI_COMM_WORLD);
    MPI_Alltoallv(in, sendcounts, senddispls, MPI_CHAR, out, recvcounts, recvdispls, MPI_CHAR, MPI_COMM_WORLD);
    MPI_Reduce_scatter(in, out, blocks, MPI_CHAR, MPI_SUM, MPI_COMM_WORLD);
    MPI_Sendrecv(in, 3000, MPI_CHAR, (rank + 1) % size, 5, out, 3000, MPI_CHAR, (rank + size - 1) % size, 5,
                 MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Scan(in, out, 100, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    printf("rank %d ends at %.17g s\n", rank, MPI_Wtime());
    MPI_Finalize();
    return 0;
}

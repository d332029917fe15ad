/* An irregular alltoallv and reduce_scatter as SMPI traces them (examples/ti/smpi/trace.sh): 5 ranks
 * (not a power of two, so SMPI's alltoallv ring shifts as Open MPI's pairwise does). Rank s sends
 * SEND[s][d] chars to rank d: every row and column differs, with zeros, but at each step i of the
 * ring (rank r sends to r + i, receives from r - i) ranks 0, 2i and 3i mod 5 send that step's
 * largest block, so every rank moves one and the ranks stay in step. Then a reduce_scatter of
 * MPI_CHAR sums in which rank r receives BLOCK[r] chars, rank 3 none. */
#include <mpi.h>
#include <stdio.h>

static const int SEND[5][5] = {{0, 3000, 1200, 2500, 800}, {0, 0, 0, 1200, 2500}, {700, 800, 100, 3000, 40},
                               {0, 2000, 800, 0, 3000}, {1000, 1200, 2500, 300, 50}};
static const int BLOCK[5] = {1800, 1800, 1800, 0, 1800};

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    static char in[1 << 16], out[1 << 16];
    int sendcounts[5], senddispls[5], recvcounts[5], recvdispls[5];
    for (int i = 0, s = 0, r = 0; i < 5; i++) {
        sendcounts[i] = SEND[rank][i];
        senddispls[i] = s;
        s += sendcounts[i];
        recvcounts[i] = SEND[i][rank];
        recvdispls[i] = r;
        r += recvcounts[i];
    }
    MPI_Alltoallv(in, sendcounts, senddispls, MPI_CHAR, out, recvcounts, recvdispls, MPI_CHAR, MPI_COMM_WORLD);
    MPI_Reduce_scatter(in, out, BLOCK, MPI_CHAR, MPI_SUM, MPI_COMM_WORLD);
    printf("rank %d ends at %.17g s\n", rank, MPI_Wtime());
    MPI_Finalize();
    return 0;
}

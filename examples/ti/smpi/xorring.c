/* An irregular alltoallv on 4 ranks as SMPI traces it (examples/ti/smpi/trace.sh): 4 is a power of two,
 * so SMPI's alltoallv ring pairs rank r with r XOR i at step i (collsim's alltoallv `ring`; `pairwise`
 * would shift). Rank s sends SEND[s][d] chars to rank d; at each XOR step every rank sends or receives
 * that step's largest block (1000, 2000, 3000 chars), so the ranks stay in step: 3 x 2.016 us + 6000 ns. */
#include <mpi.h>
#include <stdio.h>

static const int SEND[4][4] = {{70, 1000, 2000, 3000}, {100, 70, 3000, 0}, {0, 50, 70, 1000}, {3000, 2000, 200, 70}};

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    static char in[1 << 14], out[1 << 14];
    int sendcounts[4], senddispls[4], recvcounts[4], recvdispls[4];
    for (int i = 0, s = 0, r = 0; i < 4; i++) {
        sendcounts[i] = SEND[rank][i];
        senddispls[i] = s;
        s += sendcounts[i];
        recvcounts[i] = SEND[i][rank];
        recvdispls[i] = r;
        r += recvcounts[i];
    }
    MPI_Alltoallv(in, sendcounts, senddispls, MPI_CHAR, out, recvcounts, recvdispls, MPI_CHAR, MPI_COMM_WORLD);
    printf("rank %d ends at %.17g s\n", rank, MPI_Wtime());
    MPI_Finalize();
    return 0;
}

package org.collsim.mpi;

/** The one set of MPI error classes used throughout the simulated MPI (names as in the MPI standard). */
public enum MpiErrorClass {
    MPI_ERR_TRUNCATE("message truncated: more data arrived than the receive buffer holds"),
    MPI_ERR_RANK("invalid rank"),
    MPI_ERR_TAG("invalid tag"),
    MPI_ERR_COUNT("invalid count"),
    MPI_ERR_ROOT("invalid root"),
    MPI_ERR_COMM("invalid communicator"),
    MPI_ERR_GROUP("invalid group"),
    MPI_ERR_ARG("invalid argument"),
    MPI_ERR_REQUEST("invalid request"),
    MPI_ERR_WIN("invalid window"),
    MPI_ERR_RMA_SYNC("wrong synchronization of RMA calls"),
    MPI_ERR_OTHER("other error");

    private final String meaning;

    MpiErrorClass(String meaning) {
        this.meaning = meaning;
    }

    public String meaning() {
        return meaning;
    }
}

#!/usr/bin/env bash
# Traces app.c (8 ranks), vcoll.c (4 ranks), irregular.c (5 ranks) and xorring.c (4 ranks) with SimGrid SMPI 3.32
# (Debian: apt-get install -y libsimgrid-dev), or only the NAMEs given (`trace.sh xorring`: a new trace's files
# are named after the time of the run, so retracing the others rewrites them), and writes, next to this
# script, for each NAME: NAME.ti (the index SMPI writes) and
# NAME.ti_files/ (one TI file per rank), NAME-run.txt (what the traced run printed: each rank's final
# simulated time) and NAME-replay.txt (SMPI's own `smpirun -replay` of that trace; its replay runs
# the trace's compute actions only with smpi/simulate-computation:yes, the last flag wins). SMPI runs
# as a contention-free Hockney crossbar (platform.xml; each flag below is explained in
# benchmarks/peers/smpi/README.md) with fixed algorithms: bcast binomial_tree, allreduce rdb,
# alltoall pair, barrier ompi_recursivedoubling (collsim has them), allgatherv ring, alltoallv ring,
# reduce_scatter mpich_pair. The traces are committed, so replaying them needs no SimGrid.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for i in 0 1 2 3 4 5 6 7; do echo "h$i"; done > "$work/hosts"
flags=(
  --cfg=smpi/privatization:no --cfg=smpi/simulate-computation:no
  --cfg=network/model:CM02 --cfg=network/latency-factor:1 --cfg=network/bandwidth-factor:1
  --cfg=network/weight-S:0 --cfg=network/crosstraffic:0 --cfg=network/TCP-gamma:0 --cfg=surf/precision:1e-12
  --cfg=smpi/os:0:0:0 --cfg=smpi/ois:0:0:0 --cfg=smpi/or:0:0:0 --cfg=smpi/wtime:0 --cfg=smpi/test:0
  --cfg=smpi/iprobe:0 --cfg=smpi/init:0 --cfg=smpi/async-small-thresh:0 --cfg=smpi/send-is-detached-thresh:0
  --cfg=smpi/bcast:binomial_tree --cfg=smpi/allreduce:rdb --cfg=smpi/alltoall:pair
  --cfg=smpi/barrier:ompi_recursivedoubling --cfg=smpi/allgatherv:ring --cfg=smpi/alltoallv:ring
  --cfg=smpi/reduce_scatter:mpich_pair
  --log=xbt_cfg.thresh:warning --log=smpi_config.thresh:warning --log=smpi_coll.thresh:warning
)
trace() { # NAME RANKS
  smpicc -O2 -o "$work/$1" "$here/$1.c"
  rm -rf "$here/$1.ti" "$here/$1.ti_files"
  (cd "$here" && smpirun -np "$2" -platform platform.xml -hostfile "$work/hosts" "${flags[@]}" \
    --cfg=tracing:yes --cfg=tracing/smpi:yes --cfg=tracing/smpi/format:TI --cfg=tracing/smpi/computing:yes \
    --cfg=tracing/filename:"$1".ti "$work/$1") 2>/dev/null | sort > "$here/$1-run.txt"
  (cd "$here" && smpirun -np "$2" -platform platform.xml -hostfile "$work/hosts" "${flags[@]}" \
    --cfg=smpi/simulate-computation:yes --cfg=smpi/display-timing:yes -replay "$1".ti) 2>&1 \
    | grep 'Simulated time' > "$here/$1-replay.txt"
  cat "$here/$1-run.txt" "$here/$1-replay.txt"
}
declare -A ranks=([app]=8 [vcoll]=4 [irregular]=5 [xorring]=4)
names=("$@")
((${#names[@]})) || names=(app vcoll irregular xorring)
for name in "${names[@]}"; do
  [[ -n ${ranks[$name]:-} ]] || { echo "trace.sh: unknown NAME '$name' (expected app, vcoll, irregular or xorring)" >&2; exit 2; }
  trace "$name" "${ranks[$name]}"
done

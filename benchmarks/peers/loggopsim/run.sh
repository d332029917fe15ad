#!/usr/bin/env bash
# run.sh BIN_DIR GOAL_FILE L o g G O S
#
# Converts one GOAL text file with LogGOPSim's txt2bin and simulates it with LogGOPSim (both from
# BIN_DIR, see build.sh), under LogGOPS parameters in ns (G and O in ns per byte, S in bytes), and
# prints one CSV line:
#   sim_time_ns,convert_wall_s,convert_maxrss_mib,sim_wall_s,sim_maxrss_mib
# sim_time_ns is the latest host end time LogGOPSim prints (collsim's "max" of a replay), empty when
# it prints none (messages left unmatched).
# TIMEOUT (seconds, default 600) bounds each of the two processes; a process that runs out of it
# leaves its fields as ">TIMEOUT" and the simulated time empty.
set -euo pipefail
if [[ $# -ne 8 ]]; then
    sed -n '2,10p' "${BASH_SOURCE[0]}" >&2
    exit 2
fi
bin=$1 goal=$2 L=$3 o=$4 g=$5 G=$6 O=$7 S=$8
limit=${TIMEOUT:-600}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# timed OUT_FILE CMD...: runs CMD under the time limit; prints "wall_s,maxrss_mib" or ">T,"
timed() {
    local out=$1 start end
    shift
    start=$(date +%s%N)
    if /usr/bin/time -f "%M" -o "$work/rss" timeout "$limit" "$@" >"$out" 2>"$work/err"; then
        end=$(date +%s%N)
        awk -v ns=$((end - start)) -v kib="$(tail -1 "$work/rss")" 'BEGIN { printf "%.3f,%.0f", ns / 1e9, kib / 1024 }'
    elif [[ $? == 124 ]]; then
        printf '>%s,' "$limit"
    else
        cat "$work/err" >&2
        echo "loggopsim: $1 failed" >&2
        exit 1
    fi
}

convert=$(timed "$work/txt2bin.out" "$bin/txt2bin" -i "$goal" -o "$work/schedule.bin")
sim=">$limit,"
time_ns=""
if [[ $convert != ">"* ]]; then
    sim=$(timed "$work/sim.out" "$bin/LogGOPSim" -f "$work/schedule.bin" -L "$L" -o "$o" -g "$g" -G "$G" -O "$O" -S "$S")
    # "Host 12: 1985290" per host up to 16 hosts, above "Maximum finishing time at host 63: 33252 (...)";
    # neither when messages were left unmatched (a deadlock): the field stays empty
    time_ns=$(awk '/^Host [0-9]+:/ && $3 > m { m = $3 } /^Maximum finishing time at host/ { m = $7 }
        END { print m }' "$work/sim.out")
fi
echo "$time_ns,$convert,$sim"

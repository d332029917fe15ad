#!/usr/bin/env bash
# build.sh: prints the folder holding LogGOPSim's `txt2bin` and `LogGOPSim`, built from its public
# sources (github.com/spcl/LogGOPSim) on first use into a cache, keyed by the sources' commit.
#
# Sources: LOGGOPSIM_SRC, a checkout of that repository; without it the repository is cloned
# (needs the network). Cache: LOGGOPSIM_CACHE (default ${XDG_CACHE_HOME:-~/.cache}/collsim/loggopsim).
# Needs g++, make, re2c, gengetopt and Graphviz's cgraph (Debian 12:
# apt-get install -y g++ make re2c gengetopt libgraphviz-dev). Exit 3, with what is missing on
# stderr, when it cannot build.
#
# Built with -O2: the repository's src/LogGOPSim/Makefile compiles the simulator with -O0 -g,
# which would make it look several times slower than it is (txt2bin keeps its own -O3).
set -euo pipefail
cache=${LOGGOPSIM_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/collsim/loggopsim}
mkdir -p "$cache"

missing=()
for tool in g++ make re2c gengetopt; do
    command -v "$tool" >/dev/null || missing+=("$tool")
done
echo 'int main(){}' | g++ -x c++ - -lcgraph -o /dev/null 2>/dev/null || missing+=("libcgraph (libgraphviz-dev)")
if ((${#missing[@]})); then
    echo "loggopsim: cannot build, missing: ${missing[*]} (apt-get install -y g++ make re2c gengetopt libgraphviz-dev)" >&2
    exit 3
fi

src=${LOGGOPSIM_SRC:-$cache/src}
if [[ ! -d $src/src/LogGOPSim ]]; then
    [[ -n ${LOGGOPSIM_SRC:-} ]] && { echo "loggopsim: $src/src/LogGOPSim not found (LOGGOPSIM_SRC)" >&2; exit 3; }
    git clone -q --depth 1 https://github.com/spcl/LogGOPSim "$src" >&2 \
        || { echo "loggopsim: cannot clone github.com/spcl/LogGOPSim; set LOGGOPSIM_SRC to a checkout" >&2; exit 3; }
fi
commit=$(git -C "$src" rev-parse --short=12 HEAD 2>/dev/null || echo unversioned)
out="$cache/$commit"
if [[ ! -x $out/LogGOPSim || ! -x $out/txt2bin ]]; then
    build=$(mktemp -d -p "$cache")
    cp -r "$src/src/LogGOPSim/." "$build"
    make -C "$build" CXXFLAGS="-std=c++11 -O2 -Wno-deprecated" >"$build/make.log" 2>&1 \
        || { tail -20 "$build/make.log" >&2; echo "loggopsim: the build failed (log above)" >&2; exit 3; }
    mkdir -p "$out"
    cp "$build/LogGOPSim" "$build/txt2bin" "$out/"
    rm -rf "$build"
fi
echo "$out"

#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on a loopback port, for tests and benchmarks.
#   scripts/pg-cluster.sh start DIR PORT   -> prints the admin URL
#   scripts/pg-cluster.sh stop DIR
# Installs PostgreSQL with apt-get when it is missing (CI runs as root).
set -euo pipefail
cmd=${1:?start|stop}
dir=${2:?data directory}
port=${3:-54329}

pg_bin() {
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -z "$found" ]; then
    echo "installing PostgreSQL with apt-get" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq --no-install-recommends postgresql >&2
    found=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  fi
  echo "$found"
}

# PostgreSQL refuses to run as root: run it as the postgres user when we are root.
as_owner() {
  if [ "$(id -u)" = 0 ]; then
    id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
    chown -R postgres "$dir"
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

case "$cmd" in
  start)
    bin=$(pg_bin)
    mkdir -p "$dir"
    if [ ! -f "$dir/PG_VERSION" ]; then
      as_owner "$bin/initdb" -D "$dir" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    fi
    as_owner "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    bin=$(pg_bin)
    [ -f "$dir/postmaster.pid" ] && as_owner "$bin/pg_ctl" -D "$dir" -m fast -w stop >/dev/null || true
    ;;
  *)
    echo "usage: $0 start|stop DIR [PORT]" >&2
    exit 2
    ;;
esac

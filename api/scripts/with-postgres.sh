#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 cluster: initdb and pg_ctl as the postgres user in a
# temporary directory, on a free loopback port, with DATABASE_URL (and PG_DATA_DIR, PG_BIN, PG_START_OPTIONS) set for the
# command. The cluster is stopped and removed whatever happens; the exit status is the command's.
#   bash api/scripts/with-postgres.sh npm test -w api
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 COMMAND [ARGS...]" >&2
  exit 2
fi

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
if [ ! -x "$PG_BIN/initdb" ]; then
  echo "with-postgres: PostgreSQL 15 binaries not found in $PG_BIN (apt-get install postgresql-15, or set PG_BIN)" >&2
  exit 2
fi
if ! id postgres >/dev/null 2>&1; then
  echo "with-postgres: the system user 'postgres' is missing; initdb refuses to run as root (create it, or install the postgresql package)" >&2
  exit 2
fi

as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
PGROOT="$(mktemp -d -t with-postgres-XXXXXX)"
chmod 755 "$PGROOT"
if [ "$(id -u)" -eq 0 ]; then chown postgres:postgres "$PGROOT"; fi

cleanup() {
  as_postgres "$PG_BIN/pg_ctl" -D "$PGROOT/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$PGROOT"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

as_postgres "$PG_BIN/initdb" -D "$PGROOT/data" -U postgres --auth=trust -E UTF8 --no-sync >"$PGROOT/initdb.log" 2>&1 || {
  cat "$PGROOT/initdb.log" >&2
  exit 1
}
PG_START_OPTIONS="-c listen_addresses=127.0.0.1 -p $PORT -k $PGROOT -c fsync=off"
as_postgres "$PG_BIN/pg_ctl" -D "$PGROOT/data" -l "$PGROOT/log" -w -o "$PG_START_OPTIONS" start >/dev/null || {
  cat "$PGROOT/log" >&2
  exit 1
}

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
# For commands that stop, start or restart the cluster themselves.
export PG_DATA_DIR="$PGROOT/data" PG_BIN PG_START_OPTIONS
echo "with-postgres: PostgreSQL 15 on 127.0.0.1:$PORT" >&2
set +e
"$@"
STATUS=$?
set -e
# What the server said, for a failure that was its own (a connection it ended, a crash): the log goes with the cluster.
if [ "$STATUS" -ne 0 ]; then
  echo "with-postgres: the command failed ($STATUS); the end of PostgreSQL's log:" >&2
  tail -n 40 "$PGROOT/log" >&2 || true
fi
exit "$STATUS"

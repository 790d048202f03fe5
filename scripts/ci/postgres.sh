#!/usr/bin/env bash
# A throw-away PostgreSQL for CI, on 127.0.0.1 only.
#
#   bash scripts/ci/postgres.sh                      # start it and print the DATABASE_URL line
#   bash scripts/ci/postgres.sh npm run test:api:pg  # start it, run the command with DATABASE_URL, stop it
#
# Installs Debian's postgresql with apt-get when missing. The cluster runs as the postgres user
# (CI runs as root, and PostgreSQL refuses to run as root), with trust authentication limited to
# 127.0.0.1 and a private socket folder: acceptable for a disposable CI database, never for production.
set -euo pipefail

PGPORT="${PGPORT:-54329}"
PGROOT="${PGROOT:-/tmp/ci-postgres}"
DB_NAME="${DB_NAME:-it_services_test}"

find_bin() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

if [ -z "$(find_bin)" ]; then
  echo "Installing PostgreSQL with apt-get..." >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
BIN="$(find_bin)"
if [ -z "$BIN" ]; then
  echo "PostgreSQL binaries not found after installation" >&2
  exit 1
fi

as_postgres() {
  if [ "$(id -u)" = "0" ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

DATA="$PGROOT/data"
mkdir -p "$PGROOT"
if [ "$(id -u)" = "0" ]; then chown postgres:postgres "$PGROOT"; fi
if [ ! -f "$DATA/PG_VERSION" ]; then
  as_postgres "$BIN/initdb" -D "$DATA" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
fi
STARTED_HERE=""
if ! as_postgres "$BIN/pg_ctl" -D "$DATA" status >/dev/null 2>&1; then
  STARTED_HERE=1
  as_postgres "$BIN/pg_ctl" -D "$DATA" -l "$PGROOT/server.log" -w \
    -o "-c listen_addresses=127.0.0.1 -p $PGPORT -k $PGROOT -c fsync=off -c max_connections=200" start >/dev/null
fi

if ! as_postgres "$BIN/psql" -h 127.0.0.1 -p "$PGPORT" -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname = '$DB_NAME'" | grep -q 1; then
  as_postgres "$BIN/createdb" -h 127.0.0.1 -p "$PGPORT" -U postgres "$DB_NAME"
fi

export DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/$DB_NAME"
echo "export DATABASE_URL=$DATABASE_URL"

# A cluster that was already running (another command's, or a developer's) is left running.
if [ "$#" -gt 0 ] && [ -n "$STARTED_HERE" ]; then
  stop() { as_postgres "$BIN/pg_ctl" -D "$DATA" -m fast stop >/dev/null 2>&1 || true; }
  trap stop EXIT
fi
if [ "$#" -gt 0 ]; then
  "$@"
fi

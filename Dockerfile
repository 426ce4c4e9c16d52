# syntax=docker/dockerfile:1
# The game server and the demo it serves, in one image:
#   docker build -t gomoku-server .
#   docker run -p 8787:8787 -v gomoku-data:/data gomoku-server        (SQLite in the volume)
# With DATABASE_URL set it keeps rooms in PostgreSQL instead (compose.yaml runs both).
# Settings are the gomoku-server command's environment variables (packages/server/README.md).

# The same Node major and Debian release in both stages: better-sqlite3's binary is built for them.
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm AS build
# pnpm's store in $PNPM_HOME/store: a cache mount, kept between builds.
ENV PNPM_HOME=/pnpm COREPACK_ENABLE_DOWNLOAD_PROMPT=0
# pnpm at the version of package.json's packageManager; this image has the compiler better-sqlite3
# falls back to when no prebuilt binary fits.
RUN corepack enable
WORKDIR /src
COPY . .
RUN --mount=type=cache,id=pnpm,target=/pnpm/store pnpm install --frozen-lockfile
RUN pnpm build
# What CI tests (e2e/embed/server-stage.e2e.ts): the built server, its production node_modules
# and the built demo in /stage, nothing else.
RUN --mount=type=cache,id=pnpm,target=/pnpm/store pnpm stage-server /stage

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8787 DATA_DIR=/data STATIC_DIR=/app/demo
WORKDIR /app
# Owned by root, run as node: the server cannot change its own code.
COPY --from=build /stage /app
RUN mkdir /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 8787
# Liveness (/healthz), not readiness: a database outage makes /readyz 503 while the process keeps
# its players' sockets, and an orchestrator that restarts unhealthy containers would drop them.
# The address it listens on (HOST), or loopback when that is every address.
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "const h = process.env.HOST; const host = !h || h === '0.0.0.0' || h === '::' ? '127.0.0.1' : h.includes(':') ? `[${h}]` : h; fetch(`http://${host}:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node is PID 1 and gets the SIGTERM of `docker stop` itself, which drains within
# SHUTDOWN_MS (10 s); give docker stop longer than that (-t 15, compose's stop_grace_period).
CMD ["node", "bin/gomoku-server.js"]

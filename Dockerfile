# syntax=docker/dockerfile:1
# Ringside's one image for both servers (docs/operations.md, "The image"):
#   docker build -t ringside .
#   docker run ringside node backend/dist/main.js      the REST backend (BACKEND_PORT, 4100)
#   docker run ringside                                the gateway: GraphQL, web app, SSR (PORT, 4000)
#   docker run ringside node backend/dist/migrate.js   the migration step (and the first admin, once)
# At the repository's root because the build context is the whole npm workspace
# (root package.json and package-lock.json, every workspace): `docker build .`
# and compose's `build: .` need no -f, and .dockerignore beside it applies.

ARG NODE_IMAGE=node:24-slim

# Only the manifests, so the dependency layers are rebuilt when a dependency
# changes, not at every change of the sources.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY ops/package.json ops/
COPY backend/package.json backend/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY tests/package.json tests/

# Every dependency, the development tools included: codegen, relay-compiler,
# Vite and esbuild make web/dist, backend/dist and gateway/dist.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# What the servers import at run time: production dependencies only, as the
# README's "Production build" installs them (--legacy-peer-deps leaves out what
# only optional peer dependencies bring: Babel and TypeScript, through Lingui's
# macro). No package needs an install script (the native renderer of
# @resvg/resvg-js is an optional package per platform, PGlite's WebAssembly is
# inside its package), so none runs. Workspaces keep their own node_modules
# where a version differs from the root's (gateway/node_modules): the whole
# /app goes on.
FROM manifests AS production-dependencies
RUN npm ci --omit=dev --legacy-peer-deps --ignore-scripts --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=production-dependencies /app ./
# The bundles (scripts/buildServers.ts) and the files the servers read beside
# them, where the repository keeps them (ops/src/packageDirectory.ts finds them
# from each package's package.json, copied above). Owned by root: the server,
# running as another user, cannot change its own code or data files.
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/backend/realms backend/realms
COPY --from=build /app/backend/media backend/media
COPY --from=build /app/backend/src/db/migrations backend/src/db/migrations
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/gateway/persisted-operations gateway/persisted-operations
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/schema/schema.graphql schema/schema.graphql
COPY --from=build /app/schema/src/*.graphql schema/src/
COPY deploy/healthcheck.mjs deploy/healthcheck.mjs

# The `node` user of the base image, by number: Kubernetes' runAsNonRoot can
# only verify a numeric user.
USER 1000:1000
EXPOSE 4000 4100
# Liveness of whichever server the container runs (the gateway on PORT, the
# backend on BACKEND_PORT); readiness is the orchestrator's (/ready).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 CMD ["node", "deploy/healthcheck.mjs", "/health"]
# The gateway by default, with the young generation `npm start` gives it
# (gateway/README.md, "Memory"). Node is PID 1: close-with-grace handles
# SIGTERM (drain for SHUTDOWN_GRACE_MS).
CMD ["node", "--enable-source-maps", "--max-semi-space-size=64", "gateway/dist/main.js"]

# syntax=docker/dockerfile:1
# Forklift's image: compiled in a build stage, run with the production dependencies alone, as the
# unprivileged `node` user. docker-compose.yml runs two replicas of it against PostgreSQL.
#   docker build -t forklift .
#   docker run -e DATABASE_URL=postgres://… -p 4000:4000 forklift
ARG NODE_IMAGE=node:20-bookworm-slim

# Every dependency (the compiler included) from the lock alone: cached until the lock changes.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# dist/ from src/, and GraphiQL's page and the dashboard bundled from web/ (dist/graphiql, dist/dashboard).
FROM deps AS build
COPY scripts/build-server.js scripts/build-graphiql.js scripts/build-dashboard.js ./scripts/
COPY web ./web
COPY src ./src
RUN npm run build

# The production dependencies alone, without the compiler, jest and codegen.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
# SANDBOX=false: an image is for real databases (the sandbox seeds demo credentials and enables
# the simulate endpoints); set SANDBOX=true to try it out. DATA_DIR holds the embedded database
# when no DATABASE_URL is given, and the sandbox credentials. HOST=0.0.0.0: a container's own loopback
# is out of reach of everything outside it, so it listens on every interface, a sandbox too.
ENV NODE_ENV=production \
    SANDBOX=false \
    HOST=0.0.0.0 \
    PORT=4000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
# package.json marks the root the server finds schema/ from (src/paths.ts).
COPY package.json ./
COPY schema ./schema
# The migrations are compiled with the rest (dist/src/db/migrations).
COPY --from=build /app/dist/src ./dist/src
COPY --from=build /app/dist/graphiql ./dist/graphiql
COPY --from=build /app/dist/dashboard ./dist/dashboard
# `forklift` on the PATH: docker compose exec gateway-1 forklift invite "Acme".
RUN chmod +x dist/src/cli.js \
 && ln -s /app/dist/src/cli.js /usr/local/bin/forklift \
 && mkdir -p /data \
 && chown node:node /data
USER node
EXPOSE 4000
# Liveness; docker-compose.yml checks readiness (/readyz) for the load balancer.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node is PID 1 and gets SIGTERM itself, which drains (README "Health, restarts and shutdown").
CMD ["node", "dist/src/main.js"]

# The API: the mock server built from the contract, with its SQLite data in a volume.
# Build context: the repository root (see docker-compose.yml).
FROM node:20.20-bookworm-slim AS build
# better-sqlite3 builds from source when no prebuilt binary can be fetched.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /repo
COPY . .
ENV TURBO_TELEMETRY_DISABLED=1
RUN npm ci --no-audit --no-fund
# The same command the repository's tests run outside Docker (e2e/deploy).
RUN npm run build:server
RUN npm prune --omit=dev --workspace=@esr/mock-server --include-workspace-root=false

FROM node:20.20-bookworm-slim
WORKDIR /repo
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    MOCK_MODE=0
COPY --from=build /repo/package.json /repo/package-lock.json ./
COPY --from=build /repo/node_modules ./node_modules
COPY --from=build /repo/openapi ./openapi
COPY --from=build /repo/apps/mock-server ./apps/mock-server
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The same start command the repository's tests run outside Docker.
CMD ["node", "apps/mock-server/dist/server.js"]

# One image for every service and the gateway (docker-compose.yml picks the entry point).
# Node 24 (LTS, supported until April 2028), pinned to an exact release: Node 20 left support in April
# 2026. The project itself still runs on Node 20.11+ (package.json's engines) for `npm start` and the
# tests on a developer's machine; docs/operations.md tells how both are checked.
ARG NODE_IMAGE=node:24.19.0-bookworm-slim

# Build stage: the locked dependencies as they are (npm ci), the front-ends and the services compiled.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build && npm prune --omit=dev --no-audit --no-fund

# Runtime: production dependencies, the built code and the migrations; tini as PID 1 passes signals on
# and reaps children; Debian's ffmpeg (kept current by its security updates) converts the library's
# videos, svc-catalog taking /usr/bin/ffmpeg over the npm package's old build; the data folder belongs
# to the user the services run as, so a named volume mounted there (uploads) is theirs too.
FROM ${NODE_IMAGE}
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini ffmpeg \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /data \
  && chown node:node /data
WORKDIR /app
# glibc's malloc keeps an arena for each thread that allocates (up to 8 a core): the memory the thread
# pool's compression, password hashing and images (sharp) used stays with the process after a load
# (about 50 MB of npm start's RSS in bench figure 8f). Two arenas give it back.
ENV NODE_ENV=production DATA_DIR=/data MALLOC_ARENA_MAX=2
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/svc-auth ./svc-auth
COPY --from=build /app/svc-catalog ./svc-catalog
COPY --from=build /app/svc-social ./svc-social
COPY --from=build /app/svc-posts ./svc-posts
COPY --from=build /app/gateway ./gateway
COPY --from=build /app/all-in-one ./all-in-one
# The Facebook sandbox's migrations, read beside its sources when FACEBOOK_SANDBOX=true loads it.
COPY --from=build /app/libs/facebook-sandbox/src/db/migrations ./libs/facebook-sandbox/src/db/migrations
COPY --from=build /app/shell/dist ./shell/dist
COPY --from=build /app/mfe-admin/dist ./mfe-admin/dist
COPY --from=build /app/mfe-portal/dist ./mfe-portal/dist
USER node
ENTRYPOINT ["/usr/bin/tini", "--"]
# The whole platform in one process (npm start's), with the flags of scripts/node-flags.mjs: garbage
# collected on the JavaScript thread only (helper threads wait for each other on few shared cores), and
# V8's young generation capped at 2 × 8 MB instead of 2 × 16 MB, which it otherwise keeps at its largest
# for a while after a load (bench figures 1 and 8f).
CMD ["node", "--single-threaded-gc", "--regexp-tier-up-ticks=100", "--max-semi-space-size=8", "all-in-one/dist/main.js"]

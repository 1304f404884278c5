# One image for every service and the gateway (docker-compose.yml picks the entry point).
# Build stage: the locked dependencies as they are (npm ci), the front-ends and the services compiled.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build && npm prune --omit=dev --no-audit --no-fund

# Runtime: production dependencies, the built code and the migrations; tini as PID 1 passes signals on
# and reaps children; the data folder belongs to the user the services run as, so a named volume
# mounted there (uploads) is theirs too.
FROM node:20-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /data \
  && chown node:node /data
WORKDIR /app
ENV NODE_ENV=production DATA_DIR=/data
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/svc-auth ./svc-auth
COPY --from=build /app/svc-catalog ./svc-catalog
COPY --from=build /app/svc-social ./svc-social
COPY --from=build /app/svc-posts ./svc-posts
COPY --from=build /app/gateway ./gateway
COPY --from=build /app/all-in-one ./all-in-one
COPY --from=build /app/shell/dist ./shell/dist
COPY --from=build /app/mfe-admin/dist ./mfe-admin/dist
COPY --from=build /app/mfe-portal/dist ./mfe-portal/dist
USER node
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "all-in-one/dist/main.js"]

# One image for every service and the gateway (docker-compose.yml picks the entry point).
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs ./libs
COPY shell ./shell
COPY mfe-admin ./mfe-admin
COPY mfe-portal ./mfe-portal
COPY gateway ./gateway
COPY all-in-one ./all-in-one
COPY svc-auth ./svc-auth
COPY svc-catalog ./svc-catalog
COPY svc-social ./svc-social
COPY svc-posts ./svc-posts
COPY e2e/package.json ./e2e/package.json
RUN npm install --no-audit --no-fund && npm run build
ENV NODE_ENV=production
USER node

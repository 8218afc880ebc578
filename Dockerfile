# Restoboard's container image (docs/operations.md, "Deployment"). Not built on the project's own CI:
# that machine has no container engine. Build: docker build -t restoboard .
# Stage 1: everything needed to build (dev dependencies included), then the build itself.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Stage 2: plain Node with the production dependencies and what the build wrote, as a user without rights.
FROM node:24-bookworm-slim
ENV NODE_ENV=production APP_ENV=production PORT=4000 DATA_DIR=/data LOG_FORMAT=json METRICS_HOST=0.0.0.0
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 4000 9464
# Liveness: the process answers (no database touched). A balancer should probe /readyz instead.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM is a graceful stop (readiness 503, requests in flight finish within SHUTDOWN_TIMEOUT).
STOPSIGNAL SIGTERM
CMD ["node", "dist-server/main.mjs"]

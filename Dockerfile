# syntax=docker/dockerfile:1
# The mall as one container: `docker build -t mall .`, then see compose.yaml (PostgreSQL, Redis, MinIO) and
# the README's "PostgreSQL and Redis, several copies". The server runs the JavaScript build (no tsx).

# --- build: every dependency, then the web app and the server (npm run build) ---------------------------------
FROM node:20.19-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/console/package.json apps/console/
COPY packages/contracts/package.json packages/contracts/
COPY packages/ui/package.json packages/ui/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: production dependencies and the build, run as an unprivileged user ------------------------------
FROM node:20.19-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    MALL_DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/console/package.json apps/console/
COPY packages/contracts/package.json packages/contracts/
COPY packages/ui/package.json packages/ui/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
COPY --from=build /app/apps/console/dist apps/console/dist
# The embedded database and locally stored pictures (unused with DATABASE_URL and S3_*): a volume.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
# node (uid 1000) comes with the image; nothing under /app is writable by it.
USER node
EXPOSE 8080
# Ready: the database answers, Redis (when configured) and the picture storage too (/api/health/ready).
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]

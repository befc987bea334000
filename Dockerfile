# syntax=docker/dockerfile:1
# The reference server and every tenant's built site in one image (docs/deploy.md).

# Build: all dependencies (Vite), then one compile of the app and every tenant's dist/<code>/.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN node cli/bin/wl.js build --all

# Runtime: production dependencies only (tsx runs the TypeScript sources), the prebuilt dist/.
# src/ is copied because `wl start` re-emits a stale tenant with the first-paint shell's palette
# (src/theme); the app is never recompiled here: dist/.app is newer than every source.
FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    WL_DATA_DIR=/data/pglite
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force
COPY tsconfig.json ./
COPY cli ./cli
COPY schema ./schema
COPY server ./server
COPY src ./src
COPY tenants ./tenants
COPY --from=build --chown=node:node /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is PID 1 (no npm in between): wl start handles SIGTERM itself and exits 0 when closed.
CMD ["node", "cli/bin/wl.js", "start"]

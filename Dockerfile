# The standalone platform server (README.md, Standalone server): the bundled server, its runtime
# dependencies and the built renderer for browser mode. Build: docker build -t bizsuite-server .
FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 and keytar build from source.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ libsecret-1-dev \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build:server && npm run build:web && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    STATIC_DIR=/app/out/web
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/out/server ./out/server
COPY --from=build /app/out/web ./out/web
# The public campaign page's script and style (served at /p-assets/).
COPY --from=build /app/out/p-assets ./out/p-assets
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "out/server/main.mjs"]

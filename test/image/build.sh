#!/usr/bin/env bash
# Builds the Dockerfile as CI can, with no container registry: on the stand-in Node base test/image/base.sh makes,
# with podman's chroot isolation (podman run does not work in this sandbox; the test runs the image's filesystem
# in a chroot instead). `--format docker` keeps HEALTHCHECK, which the OCI image format has no field for.
set -euo pipefail
cd "$(dirname "$0")/../.."

tag="${SESSIONKIT_IMAGE:-localhost/sessionkit:test}"
started=$SECONDS
base="$(bash test/image/base.sh)"
echo "base image $base ready in $((SECONDS - started)) s"
built=$SECONDS
podman build --isolation chroot --format docker \
  --build-arg "NODE_IMAGE=$base" --build-arg "VERSION=$(node -p 'require("./packages/server/package.json").version')" \
  -t "$tag" .
echo "image $tag built in $((SECONDS - built)) s; $(podman image inspect --format '{{.Size}}' "$tag") bytes"

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { reachedFrom, readManifest, root, workspacePackages } from '../support/workspace.js'

// The Dockerfile names packages by hand; these keep the names in step with the workspace (the image test, which
// builds it, runs outside `npm test`).
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8').replace(/\\\n/g, ' ')

test('the image installs @sessionkit/server and every workspace package it reaches, no more', () => {
  const packed = [...dockerfile.matchAll(/-w (@sessionkit\/[\w-]+)/g)].map(([, name]) => name)
  expect(packed.sort()).toEqual(reachedFrom(['@sessionkit/server']))
})

test('the extra packages beside the server are optional peers of core that the workspace tests with', () => {
  const extra = /ARG EXTRA_PACKAGES="([^"]*)"/.exec(dockerfile)![1]!.split(' ')
  const core = workspacePackages().get('@sessionkit/core')!.manifest
  const tested = readManifest(root).devDependencies ?? {}
  for (const name of extra) {
    expect(core.peerDependenciesMeta?.[name]?.optional, name).toBe(true)
    expect(tested[name], name).toBeDefined()
  }
})

test('the build and runtime stages start from the NODE_IMAGE argument, the official Node 24 slim by default', () => {
  expect(/^ARG NODE_IMAGE=(\S+)/m.exec(dockerfile)?.[1]).toBe('node:24-bookworm-slim')
  const argument = '$' + '{NODE_IMAGE}'
  expect([...dockerfile.matchAll(/^FROM (\S+)/gm)].map(([, image]) => image)).toEqual([argument, argument])
})

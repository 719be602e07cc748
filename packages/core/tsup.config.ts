import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared'

export default defineConfig(packageBuild())

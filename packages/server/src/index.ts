export { environment, type StandaloneEnv, type Variable, type VariableName } from './environment.js'
export {
  type StandaloneOptions,
  type StandaloneServer,
  startStandaloneServer,
} from './server.js'

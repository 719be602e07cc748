import * as v from 'valibot';
import { type SandboxRoute } from './route.js';
/** country code and number, digits only (a `+`, spaces and dashes are dropped) */
export declare const phoneNumberSchema: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.NonEmptyAction<string, undefined>, v.MaxLengthAction<string, 32, undefined>, v.CheckAction<string, "expected country code and number, digits only">, v.TransformAction<string, string>]>;
/** Virtual phones, linking companions to them, and their linked devices. */
export declare const phoneRoutes: SandboxRoute[];

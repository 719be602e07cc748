import { type EngineErrorCode, type FieldError } from '../errors.js';
import { type ApiResponse } from './exchange.js';
export declare const problemTypeUri: (code: string) => string;
export declare const statusOf: (code: EngineErrorCode) => number;
export interface ProblemBody<C extends string = EngineErrorCode> {
    type: string;
    title: string;
    status: number;
    detail: string;
    instance?: string;
    code: C;
    errors?: FieldError[];
    [extension: string]: unknown;
}
export declare const problemCodes: EngineErrorCode[];
/** Any throwable -> Problem Details. Unknown errors are masked: their message may carry internals. */
export declare function toProblem(error: unknown, instance?: string): ProblemBody;
/**
 * The Problem Details body of one code. `toProblem` builds the engine's with it; an API built on these pieces
 * (the simulator's sandbox) builds its own codes' with it, so both read alike.
 */
export declare function problemBody<C extends string>(code: C, { status, title }: {
    status: number;
    title: string;
}, detail: string, options?: {
    instance?: string | undefined;
    errors?: FieldError[] | undefined;
    extra?: Record<string, unknown> | undefined;
}): ProblemBody<C>;
export declare const problemResponse: (problem: ProblemBody<string>, headers?: Record<string, string>) => ApiResponse;

/** a variable read as an object: anything else reads as {}, so the operation refuses its missing fields by name */
export const record = (value) => typeof value === 'object' && value !== null ? value : {};
//# sourceMappingURL=mex-operation.js.map
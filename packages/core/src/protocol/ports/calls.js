export {};
//# sourceMappingURL=calls.js.map
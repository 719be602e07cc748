export {};
//# sourceMappingURL=groups.js.map
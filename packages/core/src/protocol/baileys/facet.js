export {};
//# sourceMappingURL=facet.js.map
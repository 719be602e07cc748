export {};
//# sourceMappingURL=communities.js.map
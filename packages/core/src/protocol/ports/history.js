export {};
//# sourceMappingURL=history.js.map
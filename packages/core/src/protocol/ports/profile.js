export {};
//# sourceMappingURL=profile.js.map
export {};
//# sourceMappingURL=registration.js.map
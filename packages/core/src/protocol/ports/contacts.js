export {};
//# sourceMappingURL=contacts.js.map
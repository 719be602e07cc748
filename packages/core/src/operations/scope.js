/** Every scope, in the order the documentation lists them. */
export const scopes = ['read', 'send', 'manage', 'admin'];
//# sourceMappingURL=scope.js.map
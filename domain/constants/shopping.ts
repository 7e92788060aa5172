// Constants owned by the domain/shopping area; filled as that area needs them.
export {};

// Constants owned by the domain/navigation area; filled as that area needs them.
export {};

// Constants owned by the domain/account area; filled as that area needs them.
export {};

export * from './ExtensionPort';
export * from './browserExtension';

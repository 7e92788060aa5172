export * from './AppLink';

export * from './FlagsPort';

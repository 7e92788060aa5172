export * from './TrackingPort';

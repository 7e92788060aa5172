export { FixedClock, systemClock, type Clock } from './Clock';

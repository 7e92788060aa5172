export { isFiniteNumber, isNonBlankString, isRecord } from './guards';

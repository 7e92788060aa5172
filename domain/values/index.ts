export { isFiniteNumber, isNonBlankString, isRecord } from './guards';
export { parseNumericId } from './numericId';

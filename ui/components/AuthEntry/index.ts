export { useAuthEntry, type AuthEntry } from './useAuthEntry';

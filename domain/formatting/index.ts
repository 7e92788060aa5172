export { formatUsd, formatCents } from './currency';
export { capitalizeWord } from './text';

import type { Results } from './results.mjs';
export declare function printReport(results: Results, run: { runs: number; base?: string; floor: boolean }): boolean;

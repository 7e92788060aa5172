/** A real wait of `ms` (the stores' default when the ports give no `sleep`: tests move a clock on instead). */
export const waitMs = (ms: number): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, ms));

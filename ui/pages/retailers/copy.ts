/** The retailers gallery; its heading is the header link's name, SHELL_LABEL.ALL_RETAILERS (ours). */
export const RETAILERS_COPY = {
  PAGES: 'Retailers pages',
} as const;

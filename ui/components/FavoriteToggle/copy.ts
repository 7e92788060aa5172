/** The favourite toggle (ours). The visible word stays the same in both states (the pressed state says which). */
export const FAVORITE_TOGGLE_COPY = {
  LABEL: 'Favorite',
  /** The accessible name: the visible word, then what it favourites, so every toggle on a page is told apart. */
  nameFor: (thing: string) => `Favorite ${thing}`,
} as const;

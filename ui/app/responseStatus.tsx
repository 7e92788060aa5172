import { createContext, useContext } from 'react';

/** The HTTP status of a page rendered on the server; the browser has no response to tell. */
export interface ResponseStatus {
  code: number;
}

const ResponseStatusContext = createContext<ResponseStatus | null>(null);

/** Given by the server's render only (ui/server/renderPage.tsx). */
export const ResponseStatusProvider = ResponseStatusContext.Provider;

/**
 * A page that shows a status (the not-found page's 404) says so while it renders: the server answers with it.
 * Rendering is the only moment the server learns it; in the browser this does nothing.
 */
export function useResponseStatus(code: number): void {
  const status = useContext(ResponseStatusContext);
  if (status) status.code = code;
}

import type { ReactNode } from 'react';
import { ERROR_BOUNDARY, MAIN_CONTENT_ID, type ErrorBoundaryName } from '../../../domain/constants/platform';
import { useStores } from '../../stores/StoresContext';
import shell from '../AppShell.module.css';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorPage } from './ErrorPage';

interface BoundaryProps {
  children: ReactNode;
}

/** Reports what a boundary caught as an 'error message' event through the tracking port. */
function useReportRenderError(boundary: ErrorBoundaryName) {
  const { tracking } = useStores();
  return (error: unknown) => void tracking.trackRenderError(error, boundary);
}

/**
 * Around each page: a page that throws while rendering shows the error page inside the shell, so the header
 * and footer still work. Moving to another path (`resetKey`) or Try again renders the page afresh.
 */
export function PageErrorBoundary({ children, resetKey }: BoundaryProps & { resetKey: string }) {
  const report = useReportRenderError(ERROR_BOUNDARY.PAGE);
  return (
    <ErrorBoundary fallback={(retry) => <ErrorPage onRetry={retry} />} onError={report} resetKey={resetKey}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * Around the whole app, the last catch for errors outside any page (header, footer, modals): the error page
 * stands alone in the page's landmark.
 */
export function AppErrorBoundary({ children }: BoundaryProps) {
  const report = useReportRenderError(ERROR_BOUNDARY.APP);
  const fallback = (retry: () => void) => (
    <main id={MAIN_CONTENT_ID} className={shell.main} tabIndex={-1}>
      <ErrorPage onRetry={retry} />
    </main>
  );
  return (
    <ErrorBoundary fallback={fallback} onError={report}>
      {children}
    </ErrorBoundary>
  );
}

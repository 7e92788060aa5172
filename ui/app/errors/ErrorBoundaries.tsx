import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { ERROR_BOUNDARY, HTTP_STATUS, MAIN_CONTENT_ID, type ErrorBoundaryName } from '../../../domain';
import { NotFound } from '../../pages/notFound/NotFound';
import { useStores } from '../../stores/StoresContext';
import shell from '../AppShell.module.css';

/** The "other errors" page of 000 §2 "Other screens": a title, a description, Back to Home and Try again. */
function RenderErrorPage({ resetErrorBoundary }: FallbackProps) {
  return <NotFound status={HTTP_STATUS.INTERNAL_SERVER_ERROR} onRetry={resetErrorBoundary} />;
}

/** The whole app failed (the header itself, say): the error page stands alone in the page's landmark. */
function AppErrorPage(props: FallbackProps) {
  return (
    <main id={MAIN_CONTENT_ID} className={shell.main} tabIndex={-1}>
      <RenderErrorPage {...props} />
    </main>
  );
}

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
    <ErrorBoundary FallbackComponent={RenderErrorPage} onError={report} resetKeys={[resetKey]}>
      {children}
    </ErrorBoundary>
  );
}

/** Around the whole app: the last catch, for errors outside any page (header, footer, modals). */
export function AppErrorBoundary({ children }: BoundaryProps) {
  const report = useReportRenderError(ERROR_BOUNDARY.APP);
  return (
    <ErrorBoundary FallbackComponent={AppErrorPage} onError={report}>
      {children}
    </ErrorBoundary>
  );
}

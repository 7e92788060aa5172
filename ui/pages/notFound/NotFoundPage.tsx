import { NotFound } from './NotFound';

/** The page for every path that is not a route (and /not-found itself). Its page view is Tracker's rule. */
export default function NotFoundPage() {
  return <NotFound />;
}

import { MESSAGES } from '../../../domain/constants';

export default function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">404</h1>
      <p>{MESSAGES.PAGE_NOT_FOUND}</p>
      <a href="/home">{MESSAGES.BACK_TO_HOME}</a>
    </section>
  );
}

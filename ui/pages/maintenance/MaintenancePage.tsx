import { useEffect } from 'react';
import { BRAND_NAME } from '../../../domain/constants/app';
import { BLOG_URL } from '../../app/copy';
import { MAINTENANCE_COPY } from './copy';
import styles from './MaintenancePage.module.css';

/** A wrench over a shopping bag, drawn inline (no request while the site is down). */
function MaintenanceIllustration() {
  return (
    <svg className={styles.image} role="img" aria-label={MAINTENANCE_COPY.IMAGE_ALT} viewBox="0 0 200 160" width="200" height="160">
      <rect x="40" y="50" width="120" height="96" rx="12" fill="#e3f1eb" stroke="#0b6e4f" strokeWidth="4" />
      <path d="M72 50v-8a28 28 0 0 1 56 0v8" fill="none" stroke="#0b6e4f" strokeWidth="4" strokeLinecap="round" />
      <path
        d="M118 84a18 18 0 0 0-24 22l-24 24a7 7 0 0 0 10 10l24-24a18 18 0 0 0 22-24l-11 11-9-2-2-9z"
        fill="#ffffff"
        stroke="#08563e"
        strokeWidth="4"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Shown instead of the whole site, header included, while the maintenance flag is on (000 §1, §2):
 * an image, a heading, a short body and a link to the blog.
 */
export default function MaintenancePage() {
  useEffect(() => {
    document.title = `${MAINTENANCE_COPY.HEADING} | ${BRAND_NAME}`;
  }, []);
  return (
    <main className={styles.page}>
      <MaintenanceIllustration />
      <h1 className={styles.heading}>{MAINTENANCE_COPY.HEADING}</h1>
      <p className={styles.body}>{MAINTENANCE_COPY.BODY}</p>
      <a className={styles.blogLink} href={BLOG_URL}>
        {MAINTENANCE_COPY.BLOG_LINK}
      </a>
    </main>
  );
}

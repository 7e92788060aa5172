import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import { useStores } from '../../stores/StoresContext';
import { lazyComponent } from '../lazyComponent';
import { footerFlags } from './footerFlags';
import styles from './Footer.module.css';

/** The footer's content, in a chunk of its own: below a phone's first screen, it loads when the footer nears it (issue 31). */
export const FOOTER_LINKS = lazyComponent(() => import('./FooterLinks').then((module) => module.FooterLinks), ['ui/app/footer/FooterLinks.tsx']);

/** How near the viewport the footer is when its content starts loading. */
const NEAR_VIEWPORT = '0px 0px 200px 0px';

/**
 * The site footer (000 §2): its frame at once, its content (FooterLinks) when the footer nears the viewport. On a
 * server-rendered page React keeps the server's content until then (a Suspense boundary whose child is not in stays
 * as the server drew it; its links are plain links) and hydrates it when it comes; a page the browser draws shows it
 * then. The content's first render has the flags as the footer first read them (the server's, on its page), so it
 * matches the server's markup. A failed fetch is tried again the next time the footer comes near.
 *
 * memo: a hydration still waiting takes no update (one would drop the server's content).
 */
export const Footer = memo(function Footer() {
  const { flags } = useStores();
  const frame = useRef<HTMLElement>(null);
  const [firstFlags] = useState(() => footerFlags(flags));
  // Until its content is in, the footer waits on a lazy component that resolves to it then (a hydration keeps the
  // server's content meanwhile).
  const [content] = useState(() => {
    let resolve = () => {};
    const loaded = new Promise<void>((settle) => (resolve = settle));
    return { resolve, Waiting: lazy(() => loaded.then(() => ({ default: FOOTER_LINKS.loaded()! }))) };
  });
  useEffect(() => {
    const element = frame.current;
    if (!element || FOOTER_LINKS.loaded()) {
      content.resolve();
      return;
    }
    let ready = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.some((entry) => entry.isIntersecting);
        if (!near || !ready) {
          ready = !near;
          return;
        }
        ready = false;
        FOOTER_LINKS.preload().then(
          () => {
            observer.disconnect();
            content.resolve();
          },
          (error: unknown) => console.warn('[footer] its links could not load; tried again when it next comes near', error),
        );
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [content]);
  const FooterLinks = FOOTER_LINKS.loaded() ?? content.Waiting;
  return (
    <footer ref={frame} className={styles.footer}>
      <Suspense fallback={null}>
        <FooterLinks firstFlags={firstFlags} />
      </Suspense>
    </footer>
  );
});

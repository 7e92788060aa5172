import { useEffect, useState } from 'react';
import { ERROR_MESSAGE_PROPERTY, HERO_IMAGE_FAILED } from '../../../domain/constants/platform';
import { useStores } from '../../stores/StoresContext';
import { DEFAULT_HERO_IMAGE } from './defaultHeroImage';

/**
 * A page's hero image (the offer and bonus pages). One that fails to load is replaced by the default image and
 * reported as an 'error message' (000 §8 "Hero image fetch failure: default image, reported"); the default
 * image says nothing, so it is decorative (alt="").
 */
export function HeroImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const { tracking } = useStores();
  const [failed, setFailed] = useState(false);
  // A new image (another offer) gets its own chance.
  useEffect(() => setFailed(false), [src]);
  return (
    <img
      className={className}
      src={failed ? DEFAULT_HERO_IMAGE : src}
      alt={failed ? '' : alt}
      onError={() => {
        if (failed) return;
        setFailed(true);
        void tracking.track('error message', { [ERROR_MESSAGE_PROPERTY.MESSAGE]: HERO_IMAGE_FAILED, [ERROR_MESSAGE_PROPERTY.IMAGE]: src });
      }}
    />
  );
}

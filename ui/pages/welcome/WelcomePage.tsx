import { observer } from 'mobx-react-lite';
import { NAV_QUERY_KEY, ROUTE_NAME } from '../../../domain/constants/navigation';
import { buildPath } from '../../../domain/navigation/buildPath';
import { routeQueryValue } from '../../../domain/navigation/routeQuery';
import { welcomeContinuePath } from '../../../domain/platform/staticPages';
import { AppLink } from '../../components/AppLink/AppLink';
import { Carousel, type CarouselSlide } from '../../components/Carousel/Carousel';
import { CategoryList } from '../../components/categories/CategoryList';
import { useStores } from '../../stores/StoresContext';
import { usePageModel } from '../../stores/usePageModel';
import { WelcomePageModel } from './WelcomePageModel';
import styles from '../staticPage.module.css';
import { WELCOME_COPY } from './copy';
import { StateBox } from '../../components/StateBox/StateBox';

/**
 * The favourites onboarding slide (001 §2): each category card's heart saves it as a favourite through the one
 * owner, FavoriteCategoriesStore (the service and the browser-storage mirror); the card itself opens the category.
 */
const FavoriteCategoriesSlide = observer(function FavoriteCategoriesSlide() {
  const welcome = usePageModel(WelcomePageModel);
  const { status, error } = welcome.categories;
  if (status === 'error') return <StateBox state="error">{error ?? WELCOME_COPY.CATEGORIES_FAILED}</StateBox>;
  if (status !== 'ready') return <StateBox state="loading">{WELCOME_COPY.CATEGORIES_LOADING}</StateBox>;
  return (
    <>
      <p>{WELCOME_COPY.SLIDES.favorites.body}</p>
      <CategoryList categories={welcome.onboardingCategories} />
      <p>
        <AppLink href={buildPath(ROUTE_NAME.CATEGORIES)}>{WELCOME_COPY.ALL_CATEGORIES}</AppLink>
      </p>
    </>
  );
});

const textSlide = (id: keyof typeof WELCOME_COPY.SLIDES): CarouselSlide => ({
  id,
  title: WELCOME_COPY.SLIDES[id].title,
  content: <p>{WELCOME_COPY.SLIDES[id].body}</p>,
});

const SLIDES: readonly CarouselSlide[] = [
  textSlide('unlock'),
  textSlide('shop'),
  textSlide('cashOut'),
  textSlide('bonus'),
  { id: 'favorites', title: WELCOME_COPY.SLIDES.favorites.title, content: <FavoriteCategoriesSlide /> },
];

/**
 * /welcome, after sign-up (000 §7: /welcome?source=register plus an optional redirect): the welcome carousel,
 * ending on the favourites onboarding slide; Skip or Start shopping goes on to the redirect, else home.
 */
export default observer(function WelcomePage() {
  const { router } = useStores();
  const next = welcomeContinuePath(routeQueryValue(router.route.query, NAV_QUERY_KEY.REDIRECT));
  return (
    <section aria-labelledby="welcome-title" className={styles.page}>
      <h1 id="welcome-title">{WELCOME_COPY.TITLE}</h1>
      <p>{WELCOME_COPY.BODY}</p>
      <Carousel
        label={WELCOME_COPY.CAROUSEL_LABEL}
        slides={SLIDES}
        footer={(index) => (
          <AppLink className={index === SLIDES.length - 1 ? styles.primaryLink : styles.secondaryButton} href={next}>
            {index === SLIDES.length - 1 ? WELCOME_COPY.CONTINUE : WELCOME_COPY.SKIP}
          </AppLink>
        )}
      />
    </section>
  );
});

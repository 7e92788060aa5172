import { observer } from 'mobx-react-lite';
import { useId, type MouseEvent } from 'react';
import { FEEDBACK_THANKS } from '../../../domain/shoppingList/feedback';
import type { MatchedOfferGroup } from '../../../domain/shoppingList/ShoppingListMatch';
import { OfferCard } from '../offers/OfferCard';
import { useStores } from '../../stores/StoresContext';
import { SIDEBAR_COPY } from './copy';
import styles from './ListToOffersSidebar.module.css';

/** matched_offers (000 §2, §4): one group per list line, expanded unless checked; Edit list; the feedback link once. */
export const MatchedOffersView = observer(function MatchedOffersView() {
  const { sidebar } = useStores();
  // Following an offer is a selection: under 1024px the panel gets out of the way (000 §4).
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) sidebar.selected();
  };
  return (
    <div className={styles.view}>
      <p className={styles.hint}>{SIDEBAR_COPY.MATCHED_HEADING}</p>
      {sidebar.groups.length === 0 ? <p className={styles.hint}>{SIDEBAR_COPY.NO_GROUPS}</p> : null}
      {/* Clicks bubble here from the offer links inside (Enter on a link clicks it too). */}
      <ul className={styles.groups} onClick={onClick}>
        {sidebar.groups.map((group) => (
          <li key={group.title}>
            <Group group={group} />
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={styles.secondaryButton} onClick={sidebar.editList}>
          {SIDEBAR_COPY.EDIT_LIST}
        </button>
        {sidebar.feedbackSent ? null : (
          <button type="button" className={styles.linkButton} onClick={sidebar.openFeedback}>
            {SIDEBAR_COPY.GIVE_FEEDBACK}
          </button>
        )}
      </div>
      {sidebar.feedbackJustSent ? (
        <p role="status" className={styles.thanks}>
          {FEEDBACK_THANKS}
        </p>
      ) : null}
    </div>
  );
});

const Group = observer(function Group({ group }: { group: MatchedOfferGroup }) {
  const { sidebar, offers: offersStore } = useStores();
  // An alcohol offer only for a shopper 21 or over (001 §1); the service already leaves it out.
  const offers = offersStore.shownOf(group.offers);
  const bodyId = useId();
  const checkId = useId();
  const expanded = sidebar.isExpanded(group.title);
  const checked = sidebar.isChecked(group.title);
  return (
    <section className={checked ? `${styles.group} ${styles.groupChecked}` : styles.group} aria-label={group.title}>
      <div className={styles.groupHeader}>
        <input id={checkId} type="checkbox" className={styles.checkbox} checked={checked} onChange={() => sidebar.toggleChecked(group.title)} />
        <label htmlFor={checkId} className="visually-hidden">
          {SIDEBAR_COPY.CHECK_GROUP(group.title)}
        </label>
        <h3 className={styles.groupTitle}>
          <button type="button" className={styles.groupToggle} aria-expanded={expanded} aria-controls={bodyId} onClick={() => sidebar.toggleExpanded(group.title)}>
            <span>{group.title}</span>
            <span className={styles.groupCount}>{offers.length}</span>
            <span className={expanded ? styles.chevronOpen : styles.chevron} aria-hidden="true">
              ▾
            </span>
          </button>
        </h3>
      </div>
      <div id={bodyId} hidden={!expanded} className={styles.groupBody}>
        {offers.length === 0 ? (
          <p className={styles.noMatches}>{SIDEBAR_COPY.NO_MATCHES}</p>
        ) : (
          <ul className={styles.offers}>
            {offers.map((offer) => (
              <li key={offer.id}>
                <OfferCard offer={offer} context={sidebar.retailerId === null ? {} : { retailerId: sidebar.retailerId }} headingLevel={4} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
});

import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { RETAILER_ICON_SIZE } from '../../components/retailers/RetailerIcon';
import { usePageModel } from '../../stores/usePageModel';
import { RETAILER_LAUNCH_COPY as COPY } from './copy';
import styles from './RetailerLaunchPage.module.css';
import { RetailerLaunchPageModel } from './RetailerLaunchPageModel';

/**
 * The page between Shop and the retailer (000 §2, §4 step 9): the retailer, its cash back, the offers this trip
 * activates and the shopping id, then the forward. The link is there for whoever does not want to wait.
 */
export default observer(function RetailerLaunchPage() {
  const model = usePageModel(RetailerLaunchPageModel);
  useEffect(() => {
    model.start();
    return model.stop;
  }, [model]);

  const retailer = model.retailerName ?? COPY.FALLBACK_RETAILER;
  const cashBack = [model.maxPercentBackLabel, model.topAmountBackLabel].filter((label) => label !== null);
  return (
    <section aria-labelledby="retailer-launch-title" className={styles.page}>
      {model.iconUrl ? (
        <img
          className={styles.icon}
          src={model.iconUrl}
          alt=""
          width={RETAILER_ICON_SIZE.PAGE}
          height={RETAILER_ICON_SIZE.PAGE}
        />
      ) : null}
      <h1 id="retailer-launch-title" className={styles.title}>
        {retailer}
      </h1>
      <p role="status" className={styles.status}>
        <span className={styles.spinner} aria-hidden="true" />
        {COPY.takingYouTo(retailer)}
      </p>

      {model.offerValue || cashBack.length > 0 ? (
        <dl className={styles.values}>
          {model.offerValue ? (
            <div>
              <dt>{COPY.OFFER_VALUE_LABEL}</dt>
              <dd className={styles.offerValue}>{model.offerValue}</dd>
            </div>
          ) : null}
          {cashBack.length > 0 ? (
            <div>
              <dt>{COPY.CASH_BACK_LABEL}</dt>
              {cashBack.map((label) => (
                <dd key={label}>{label}</dd>
              ))}
            </div>
          ) : null}
        </dl>
      ) : null}

      {model.activatedOfferCount > 0 || model.launchedOfferId ? (
        <ul className={styles.offers}>
          {model.activatedOfferCount > 0 ? <li>{COPY.activatedOffers(model.activatedOfferCount)}</li> : null}
          {model.launchedOfferId ? <li>{COPY.launchedOffer(model.launchedOfferId)}</li> : null}
        </ul>
      ) : null}

      {model.shoppingId ? (
        <div className={styles.shoppingId}>
          <p>
            {COPY.SHOPPING_ID_LABEL}: <strong className={styles.id}>{model.shoppingId}</strong>
          </p>
          <p className={styles.note}>{COPY.SHOPPING_ID_HINT}</p>
        </div>
      ) : null}

      {model.forwardTarget ? (
        <div className={styles.continue}>
          <p className={styles.note}>{COPY.CONTINUE_HINT}</p>
          {/* A plain link: it leaves the app, and following it ends the countdown. */}
          <a className={styles.primaryLink} href={model.forwardTarget} onClick={model.stop}>
            {COPY.continueTo(retailer)}
          </a>
        </div>
      ) : null}
    </section>
  );
});

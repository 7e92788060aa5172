import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { SHOPPING_LIST_MAX_LENGTH } from '../../../domain/shoppingList/shoppingListInput';
import { useStores } from '../../stores/StoresContext';
import { TextAreaField } from '../Field/Field';
import { SIDEBAR_COPY } from './copy';
import styles from './ListToOffersSidebar.module.css';

/** shopping_list (000 §2): the free-text list; Find offers is dimmed and does nothing while it is blank. */
export const ShoppingListView = observer(function ShoppingListView() {
  const { sidebar } = useStores();
  const listId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void sidebar.findOffers();
  };
  return (
    <form className={styles.view} onSubmit={submit} noValidate>
      <TextAreaField
        id={listId}
        label={SIDEBAR_COPY.LIST_LABEL}
        hint={SIDEBAR_COPY.LIST_HINT}
        rows={8}
        maxLength={SHOPPING_LIST_MAX_LENGTH}
        placeholder={SIDEBAR_COPY.LIST_PLACEHOLDER}
        value={sidebar.list}
        onChange={sidebar.setList}
      />
      <button type="submit" className={styles.primaryButton} disabled={!sidebar.canFindOffers} aria-busy={sidebar.isMatching || undefined}>
        {sidebar.isMatching ? SIDEBAR_COPY.FINDING_OFFERS : SIDEBAR_COPY.FIND_OFFERS}
      </button>
    </form>
  );
});

import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useStores } from '../../stores/StoresContext';

// The dialog, its bodies and their copy load with the first modal, not with every page (startup JavaScript).
const ModalFrame = lazy(() => import('./ModalFrame'));

/** Renders the current modal (ModalStore.current), if any; see ModalFrame. */
export const ModalHost = observer(function ModalHost() {
  const { modals } = useStores();
  if (!modals.current) return null;
  return (
    <Suspense fallback={null}>
      <ModalFrame />
    </Suspense>
  );
});

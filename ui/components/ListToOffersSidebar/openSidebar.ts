import type { SidebarStore } from '../../stores/SidebarStore';
import type { Stores } from '../../stores/Stores';

/** Opens the sidebar once its store group is in (its first open loads it). */
export function openSidebar(group: Stores['groups']['sidebar'], open: (sidebar: SidebarStore) => void = (sidebar) => sidebar.open()): void {
  void group.use(({ sidebar }) => open(sidebar), '[sidebar] the sidebar could not load');
}

import { create } from 'zustand';

interface ShellUiState {
  /** Balance shown as stars (spec §4 "Balance"). */
  balanceHidden: boolean;
  sideMenuOpen: boolean;
  headerMenuOpen: boolean;
  toggleBalance(): void;
  setSideMenuOpen(open: boolean): void;
  setHeaderMenuOpen(open: boolean): void;
}

/**
 * UI state of the shell chrome (not persisted). Shared, not app-only: home closes the side menu when
 * a category is chosen (spec §2 Home).
 */
export const useShellUi = create<ShellUiState>()((set) => ({
  balanceHidden: false,
  sideMenuOpen: false,
  headerMenuOpen: false,
  toggleBalance: () => set((state) => ({ balanceHidden: !state.balanceHidden })),
  setSideMenuOpen: (open) => set({ sideMenuOpen: open }),
  setHeaderMenuOpen: (open) => set({ headerMenuOpen: open }),
}));

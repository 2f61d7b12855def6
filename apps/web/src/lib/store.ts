import { create } from 'zustand';

/** The selection state of spec section 3, shared by the cloud-management screens. */
export interface SelectionState {
  categoryId: string;
  hostId: string;
  hostName: string;
  changeFlag: boolean;
  stopFlag: boolean;
  projectList: { value: string; label: string }[];
  project: string;
  tagId: string;
  cloudId: string;
  projectId: string;
  viewId: string;
  viewName: string;
  viewSort: number;
  projectName: string;
  cloudCode: string;
}

export const EMPTY_SELECTION: SelectionState = {
  categoryId: '',
  hostId: '',
  hostName: '',
  changeFlag: false,
  stopFlag: false,
  projectList: [],
  project: '',
  tagId: '',
  cloudId: '',
  projectId: '',
  viewId: '',
  viewName: '',
  viewSort: 0,
  projectName: '',
  cloudCode: '',
};

/** Exactly what spec section 3 names for the client store; server state lives in TanStack Query. */
export interface ConsoleStore {
  selectedProduct: string | null;
  cartCount: number;
  selection: SelectionState;
  selectProduct(code: string | null): void;
  setCartCount(n: number): void;
  select(patch: Partial<SelectionState>): void;
  resetSelection(): void;
}

export const useConsoleStore = create<ConsoleStore>((set) => ({
  selectedProduct: null,
  cartCount: 0,
  selection: EMPTY_SELECTION,
  selectProduct: (selectedProduct) => set({ selectedProduct }),
  setCartCount: (cartCount) => set({ cartCount }),
  select: (patch) => set((s) => ({ selection: { ...s.selection, ...patch } })),
  resetSelection: () => set({ selection: EMPTY_SELECTION }),
}));

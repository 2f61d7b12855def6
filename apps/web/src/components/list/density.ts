import { createContext, useCallback, useContext, useState } from 'react';
import { session } from '../../lib/session.ts';

export type Density = 'comfortable' | 'compact';

/** Per person, not per table: someone who wants dense lists wants them everywhere. */
const storageKey = () => `ecloud.density.${session.userInfo()?.id ?? 'anonymous'}`;

export function readDensity(): Density {
  try {
    return localStorage.getItem(storageKey()) === 'compact' ? 'compact' : 'comfortable';
  } catch {
    return 'comfortable';
  }
}

export function writeDensity(density: Density): void {
  try {
    if (density === 'compact') localStorage.setItem(storageKey(), density);
    else localStorage.removeItem(storageKey());
  } catch {
    // Storage refused (private mode): the choice lasts until the page closes.
  }
}

export function useDensity(): [Density, (next: Density) => void] {
  const [density, setDensity] = useState<Density>(readDensity);
  const update = useCallback((next: Density) => {
    writeDensity(next);
    setDensity(next);
  }, []);
  return [density, update];
}

/** Lets a cell render its one-line form in compact tables. */
export const DensityContext = createContext<Density>('comfortable');
export const useListDensity = (): Density => useContext(DensityContext);

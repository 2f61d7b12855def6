import { createContext, useContext } from 'react';

/** Whether the app has a screen for a console route; the app layer provides it. */
export const AvailablePagesContext = createContext<(index: string) => boolean>(() => false);

export const useAvailablePage = () => useContext(AvailablePagesContext);

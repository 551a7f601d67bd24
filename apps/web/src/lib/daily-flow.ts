import { createContext, useContext } from 'react';

// The daily check-in and the game selector are popups of the app shell (spec section 4). Pages open
// them through this context (for example /tasks opens the selector when no game is chosen) without
// importing the feature that draws them.
export interface DailyFlow {
  openCheckin: () => void;
  openGameSelector: () => void;
}

export const DailyFlowContext = createContext<DailyFlow>({
  openCheckin: () => undefined,
  openGameSelector: () => undefined,
});

export function useDailyFlow(): DailyFlow {
  return useContext(DailyFlowContext);
}

/** Where home's popup decision stands: the announcements or the 500 ms delay still to come, or made. */
export type PopupDecision = 'waiting' | 'none' | 'open' | 'closed';

/** The popup decision, marked (hidden) so tests know it was made instead of waiting to see no popup. */
export const PopupCheck = ({ state }: { state: PopupDecision }) => (
  <span hidden data-testid="popup-check" data-state={state} />
);

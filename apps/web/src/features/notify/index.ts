/** What other features use: the recipients dialog (an alarm rule names who is told). */
export { RecipientsModal } from './components/recipients-modal.tsx';
export { warningHref, warningPath } from './lib/paths.ts';

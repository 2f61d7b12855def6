/** What other features use of alarms: the alarm event list (the warning centre shows it). */
export { default as AlarmEventsScreen } from './pages/warning-centre-page.tsx';

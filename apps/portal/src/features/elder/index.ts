export { ElderControls } from './ElderControls';
export { useElderMode, useElderModeAttribute } from './elderMode';

export { ElderControls, ReadAloudButton, canReadAloud } from './ElderControls';
export { ELDER_MODE_STORAGE_KEY, useElderMode, useElderModeAttribute, type ElderModeState } from './elderMode';

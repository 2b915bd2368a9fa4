import type { LedgerSearch } from '../ledger';

/** The tabs of /trainingResearch: an enterprise's (courses, mine, survey) and the training staff's (manage, report, answers, entuser). */
export const TRAINING_TABS = ['courses', 'mine', 'survey', 'manage', 'report', 'answers', 'entuser'] as const;
export type TrainingTab = (typeof TRAINING_TABS)[number];

/** Search params of /trainingResearch: the tab, the course whose trainees are shown (?id=), the report's year, and the list and register filters. */
export type TrainingSearch = LedgerSearch & { tab?: TrainingTab | undefined; id?: number | undefined; year?: number | undefined };

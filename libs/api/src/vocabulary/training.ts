/** The words of endpoints/training.ts that the portal's route table reads without loading the calls (issue 45). */

/** How the enterprise would like the training given (期望培训方式). */
export const TRAINING_MODES = ['集中面授', '线上学习', '线上线下结合', '送训上门'] as const;

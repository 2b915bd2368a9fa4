/** The words of endpoints/policyMatter.ts that the portal's route table reads without loading the calls (issue 45). */

/** Themes that group the matters of /serviceHandle. */
export const POLICY_MATTER_THEMES = ['talent', 'housing', 'employment', 'enterprise', 'social'] as const;

export type PolicyMatterTheme = (typeof POLICY_MATTER_THEMES)[number];

export const POLICY_MATTER_THEME_LABELS: Record<PolicyMatterTheme, string> = {
  talent: '人才引进',
  housing: '安居保障',
  employment: '就业创业',
  enterprise: '企业扶持',
  social: '社会保障',
};

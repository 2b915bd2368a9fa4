import { APPLICATION_EXPERT_ROLE, APPLICATION_FILERS, APPLICATION_WORKFLOW, auditedTypes, canTransition, readableApplicationTypes, SCORED_TYPES, type ActorRole, type ApplicationAction, type ApplicationActor, type ApplicationStatus, type ApplicationType } from '@portal/api';
import type { AuthUser } from '../account/session';
import type { application } from './tables';

/** The types a staff user audits, by its roles ({@link auditedTypes}). */
export const staffTypes = (user: AuthUser): ApplicationType[] => (user.userKind === 1 ? auditedTypes(user.roles) : []);

/** Whether a staff user is an expert (role 评审专家). */
export const isExpert = (user: AuthUser) => user.userKind === 1 && user.roles.includes(APPLICATION_EXPERT_ROLE);

/** Types a staff user may read: its department's, plus the scored types for experts ({@link readableApplicationTypes}). */
export const readableTypes = (user: AuthUser): ApplicationType[] => (user.userKind === 1 ? readableApplicationTypes(user.roles) : []);

/** Whether an account is an individual (type 3, category person): schools may not apply. */
export const isPerson = (user: AuthUser) => user.userKind === 3 && user.category === 'person';

type Row = Pick<typeof application.$inferSelect, 'type' | 'status' | 'filedBy' | 'applicantUserId' | 'enterpriseId'>;

/**
 * The roles `user` holds on an application (docs/applications.md section 3): `applicant` (the
 * individual account that owns it, `applicant_user_id`; never by identity number, see
 * docs/accounts.md "Ownership and claim") and `filer` when individuals file that type; `enterprise` and `filer`
 * for the enterprise that filed it; `staff` for staff of the type's department (drafts excepted);
 * `expert` for experts on scored types (drafts excepted). Empty: no access (4003).
 */
export function rolesOn(user: AuthUser, row: Row): Set<ApplicationActor> {
  const roles = new Set<ApplicationActor>();
  const type = row.type as ApplicationType;
  if (isPerson(user) && row.applicantUserId === user.id && APPLICATION_FILERS[type] === 'person') {
    roles.add('applicant');
    roles.add('filer');
  }
  if (user.userKind === 2 && row.filedBy === 'ent' && user.enterpriseId !== null && row.enterpriseId === user.enterpriseId) {
    roles.add('enterprise');
    roles.add('filer');
  }
  if (row.status !== 'temporary_storage') {
    if (staffTypes(user).includes(type)) roles.add('staff');
    if (isExpert(user) && SCORED_TYPES.includes(type)) roles.add('expert');
  }
  return roles;
}

/** Whether the caller's roles let it fire `action` (by the table's `by`), whatever the status. */
export function mayFire(roles: Set<ApplicationActor>, action: ApplicationAction, type: ApplicationType): boolean {
  if (action === 'adminApply' && APPLICATION_FILERS[type] !== 'person') return false;
  if (action === 'entApply' && APPLICATION_FILERS[type] !== 'ent') return false;
  return (APPLICATION_WORKFLOW.actions[action].by as readonly ApplicationActor[]).some((b) => roles.has(b));
}

/** The actions the caller may fire now on an application in `status` (for the detail page's buttons). */
export function allowedActions(roles: Set<ApplicationActor>, status: ApplicationStatus, type: ApplicationType): ApplicationAction[] {
  return (Object.keys(APPLICATION_WORKFLOW.actions) as ApplicationAction[]).filter((a) => canTransition(status, a) && mayFire(roles, a, type));
}

/** The role an event records for the caller firing `action`. */
export function actorRoleFor(user: AuthUser, action: ApplicationAction | 'score' | 'import'): ActorRole {
  if (user.userKind === 1) return action === 'score' && isExpert(user) && !staffTypes(user).includes('zfbtUser') ? 'expert' : 'staff';
  return user.userKind === 2 ? 'enterprise' : 'applicant';
}

/** The name an event records for the caller. */
export const actorName = (user: AuthUser) => user.name || user.nickName || user.username;

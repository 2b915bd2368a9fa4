import { endpoints, type AuditAction, type ContentKind, type InputOf, type OutputOf } from '@portal/api';
import { api } from '../../lib/api';

export type StaffItem = OutputOf<typeof endpoints.noticePage>['list'][number];
export type StaffDetail = OutputOf<typeof endpoints.noticeOneDetail>;
type Saved = OutputOf<typeof endpoints.noticeInsert>;

/** The list filters of a staff page: those of the contract's noticePage, the page always given. */
export type StaffListParams = Pick<InputOf<typeof endpoints.noticePage>, 'status' | 'keyword' | 'mine'> & { page: number; limit: number };

/** What the editor saves: the contract's noticeInsert fields (`relatedId` the policy an interpretation explains), and the id and version of an item changed. */
export type DraftInput = Omit<InputOf<typeof endpoints.noticeInsert>, 'category'> & { id?: number | undefined; version?: number | undefined };

/**
 * The calls a staff page uses for its kind: interpretations go through
 * /api/second/interpretation/*, every other kind through /api/notice/one/* (SPEC.md section 7).
 * Both reach the same workflow on the server.
 */
export interface Door {
  list(p: StaffListParams, adminId: number | undefined, signal?: AbortSignal): Promise<OutputOf<typeof endpoints.noticePage>>;
  detail(id: number, signal?: AbortSignal): Promise<StaffDetail>;
  save(d: DraftInput): Promise<Saved>;
  remove(id: number): Promise<null>;
  audit(id: number, action: AuditAction, reason: string): Promise<Saved>;
}

const LOADING = { loading: true } as const;

/** The door of a kind. */
export function doorOf(kind: ContentKind): Door {
  if (kind === 'explain') {
    return {
      list: ({ mine: _mine, ...p }, _adminId, signal) => api.call(endpoints.interpretationList, p, { signal }),
      detail: (id, signal) => api.call(endpoints.interpretationDetails, { id }, { signal }),
      save: ({ relatedId, ...d }) => api.call(endpoints.interpretationSave, { ...d, policyId: relatedId ?? 0 }, LOADING),
      remove: (id) => api.call(endpoints.interpretationDelete, { id }, LOADING),
      audit: (id, action, reason) => api.call(endpoints.interpretationAudit, { id, action, reason }, LOADING),
    };
  }
  return {
    list: (p, adminId, signal) => api.call(endpoints.noticePage, { ...p, category: kind, adminId }, { signal }),
    detail: (id, signal) => api.call(endpoints.noticeOneDetail, { id }, { signal }),
    save: ({ id, version, ...d }) =>
      id === undefined
        ? api.call(endpoints.noticeInsert, { ...d, category: kind } satisfies InputOf<typeof endpoints.noticeInsert>, LOADING)
        : api.call(endpoints.noticeUpdate, { ...d, id, version: version ?? 0 }, LOADING),
    remove: (id) => api.call(endpoints.noticeDel, { id }, LOADING),
    audit: (id, action, reason) => api.call(endpoints.noticeAudit, { id, action, reason }, LOADING),
  };
}

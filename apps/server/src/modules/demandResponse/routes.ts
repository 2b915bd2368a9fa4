import { endpoints, type ReceivedFile } from '@portal/api';
import type { Router } from '../../http/router';
import { directoryStorage } from '../account/licence';
import { ownEnterpriseId } from '../enterprise/staff';
import { addResponse, addTrack, allocate, allocationCandidates, listAll, listForEnterprise, listMine, tracksOf, visibleResponse } from './service';

/** Resume responses (SPEC.md section 7, Demand responses): respond, lists, allocation, tracking and the resume file. */
export function demandResponseRoutes(r: Router): void {
  r.handle(endpoints.responseAdd, (input, { db, config, user }) => addResponse(db, config, user!, { ...input, file: input.file as ReceivedFile }));
  r.handle(endpoints.myResponse, (input, { db, user }) => listMine(db, user!.id, input));
  r.handle(endpoints.responseListNeedLogin, (input, { db, user }) => listForEnterprise(db, ownEnterpriseId(user), input));
  r.handle(endpoints.selectAllResponse, (input, { db }) => listAll(db, input));
  r.handle(endpoints.getAllocationList, (_input, { db }) => allocationCandidates(db));
  r.handle(endpoints.allocation, ({ ids, adminId }, { db }) => allocate(db, ids, adminId));
  r.handle(endpoints.addDemandTrack, ({ id, content }, { db, user }) => addTrack(db, user!, id, content));
  r.handle(endpoints.getDemandTrack, ({ id }, { db, user }) => tracksOf(db, user!, id));
  r.handle(endpoints.responseResume, async ({ id }, { db, config, user }) => {
    const row = await visibleResponse(db, id, user!);
    return { filename: row.fileName, contentType: row.mimeType, body: await directoryStorage(config.storageDir).get(row.fileKey) };
  });
}

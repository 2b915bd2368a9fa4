import { endpoints, type ReceivedFile } from '@portal/api';
import type { Router } from '../../http/router';
import { directoryStorage } from './storage';
import { countDownload, readFile, saveUpload } from './service';
import { templateRoutes } from './templates';

/** Uploads (POST /common/uploadFile), file contents (GET /common/file/{id}), download counts (POST /common/incrDownload) and the registered import templates (GET /api/template/download, files/templates.ts). */
export function fileRoutes(r: Router): void {
  templateRoutes(r);
  r.handle(endpoints.uploadFile, ({ file }, { db, config, user }) => saveUpload(db, directoryStorage(config.storageDir), file as ReceivedFile, user));
  r.handle(endpoints.incrDownload, async ({ id }, { db }) => ({ downloadCount: await countDownload(db, id) }));
  r.handle(endpoints.fileDownload, async ({ id }, { db, config, user }) => {
    const { row, body } = await readFile(db, directoryStorage(config.storageDir), id, user);
    return { filename: row.originalName, contentType: row.mimeType, body };
  });
}

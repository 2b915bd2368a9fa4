import { MAX_UPLOAD_BYTES } from '@portal/api';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fakeApi, ok, resetFakeApi } from '../../test/fakeApi';
import { CHUNK_BYTES, uploadLargeFile } from './files';

const attachment = { id: 31, name: '租赁合同.pdf', size: MAX_UPLOAD_BYTES + 10, mimeType: 'application/pdf', previewable: true, downloadCount: 0, url: '' };

describe('uploads of application materials', () => {
  beforeEach(() => resetFakeApi());

  it('sends a file above the one-request limit in pieces, skipping those the server already has, and answers the assembled file', async () => {
    const file = new File([new Uint8Array(MAX_UPLOAD_BYTES + 10)], '租赁合同.pdf', { type: 'application/pdf', lastModified: 1700000000000 });
    const pieces = Math.ceil(file.size / CHUNK_BYTES);
    fakeApi({
      'GET /zfbt/user/check': () => ok({ received: [0], complete: false, file: null }),
      'POST /zfbt/user/upload/chunk': (call) => {
        const i = Number((call.body as { chunkIndex: string }).chunkIndex);
        return ok({ received: Array.from({ length: i + 1 }, (_, k) => k), complete: i === pieces - 1, file: i === pieces - 1 ? attachment : null });
      },
    });
    await expect(uploadLargeFile(file)).resolves.toMatchObject({ id: 31 });
    const check = callsTo('GET', '/zfbt/user/check')[0]!.params;
    expect([check.get('fileId'), check.get('totalSize'), check.get('totalChunks')]).toEqual([`f${file.size}-1700000000000`, String(file.size), String(pieces)]);
    const sent = callsTo('POST', '/zfbt/user/upload/chunk').map((c) => (c.body as { chunkIndex: string }).chunkIndex);
    expect(sent).toEqual(Array.from({ length: pieces - 1 }, (_, k) => String(k + 1)));
  });

  it('sends a small file in one request', async () => {
    fakeApi({ 'POST /common/uploadFile': () => ok({ ...attachment, size: 3 }) });
    await expect(uploadLargeFile(new File(['abc'], 'a.pdf', { type: 'application/pdf' }))).resolves.toMatchObject({ id: 31 });
    expect(callsTo('GET', '/zfbt/user/check')).toHaveLength(0);
  });
});

import { describe, expect, it } from 'vitest';
import { buildPath, dropEmpty, filenameFromDisposition } from './client';

describe('client helpers', () => {
  it('drops undefined, null and empty-string params but keeps 0 and false', () => {
    expect(dropEmpty({ a: undefined, b: null, c: '', d: 0, e: false, f: 'x' })).toEqual({ d: 0, e: false, f: 'x' });
  });
  it('substitutes and encodes path parameters, leaving the rest', () => {
    expect(buildPath('/api/ent/personal/remove/{ids}', { ids: [3, 4], x: 1 })).toEqual({ path: '/api/ent/personal/remove/3%2C4', rest: { x: 1 } });
    expect(() => buildPath('/api/notice/{id}', {})).toThrow('缺少路径参数 id');
  });
  it('reads the UTF-8 filename of a Content-Disposition header, else the plain one', () => {
    expect(filenameFromDisposition(`attachment; filename="a.xlsx"; filename*=UTF-8''${encodeURIComponent('通知公告.xlsx')}`)).toBe('通知公告.xlsx');
    expect(filenameFromDisposition('attachment; filename="report.xlsx"')).toBe('report.xlsx');
    expect(filenameFromDisposition('attachment')).toBeNull();
    expect(filenameFromDisposition(null)).toBeNull();
  });
});

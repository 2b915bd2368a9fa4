/**
 * Writes examples/district/staff.xlsx: 20 staff accounts of the example district 清溪区 in the
 * columns of 系统管理 › 区情配置 › 工作人员账号 (apps/server/src/modules/setup/staffImport.ts), in the
 * three departments of departments.json (save those first); a street manager of 清溪街道 and an
 * industry manager of sections C and I among them. Deterministic; names and mobile numbers are
 * invented (139 2000 xxxx: 139 2000 0010 for the first row, one more each row), and nothing is the
 * demo's. A larger count (at most 9,990) adds rows after the 20 for timing the import (`npm run
 * bench`'s going-live figure, 2,000), spread over the three departments in turn: accounts qx_21,
 * qx_22, ..., names made of the same surnames and given names.
 *
 *   node examples/district/make-staff.mjs [out=examples/district/staff.xlsx] [count=20]
 */
import path from 'node:path';
import ExcelJS from 'exceljs';

const here = import.meta.dirname;
const out = process.argv[2] ?? path.join(here, 'staff.xlsx');
const count = Number(process.argv[3] ?? 20);
if (!Number.isInteger(count) || count < 1 || count > 9_990) throw new Error('count: 1 to 9990');

const SURNAMES = '林陈黄李张梁何郭罗冯邓曾彭叶苏卢蔡吴许谢';
const GIVEN = ['晓东', '雅婷', '志强', '慧敏', '国华', '丽娟', '建伟', '淑芬', '文杰', '海燕', '振宇', '美玲', '家豪', '秀英', '永康', '佩珊', '俊杰', '碧云', '伟明', '小红'];
const DEPARTMENTS = ['清溪区人力资源和社会保障局', '清溪区科学技术局', '清溪区人才发展集团'];

const book = new ExcelJS.Workbook();
const sheet = book.addWorksheet('工作人员账号', { views: [{ state: 'frozen', ySplit: 1 }] });
sheet.columns = ['姓名', '账号', '部门', '角色', '手机号', '管辖街道', '管辖行业'].map((header) => ({ header, key: header, width: header === '部门' ? 28 : 16 }));
sheet.getColumn('手机号').numFmt = '@';
for (let i = 0; i < count; i++) {
  const dept = i < 10 ? DEPARTMENTS[0] : i < 15 ? DEPARTMENTS[1] : i < 20 ? DEPARTMENTS[2] : DEPARTMENTS[i % 3];
  const extra = i === 8 ? { 角色: '街道管理', 管辖街道: '清溪街道' } : i === 9 ? { 角色: '行业主管部门', 管辖行业: 'C、I' } : {};
  const name = i < 20 ? `${SURNAMES[i]}${GIVEN[i]}` : `${SURNAMES[i % 20]}${GIVEN[Math.floor(i / 20) % 20]}`;
  sheet.addRow({ 姓名: name, 账号: `qx_${String(i + 1).padStart(2, '0')}`, 部门: dept, 手机号: `1392000${String(i + 10).padStart(4, '0')}`, ...extra });
}
await book.xlsx.writeFile(out);
console.log(`wrote ${out}: ${count} staff accounts`);

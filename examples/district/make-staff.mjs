/**
 * Writes examples/district/staff.xlsx: 20 staff accounts of the example district 清溪区 in the
 * columns of 系统管理 › 区情配置 › 工作人员账号 (apps/server/src/modules/setup/staffImport.ts), in the
 * three departments of departments.json (save those first); a street manager of 清溪街道 and an
 * industry manager of sections C and I among them. Deterministic; names and mobile numbers are
 * invented (139 2000 00xx), and nothing is the demo's.
 *
 *   node examples/district/make-staff.mjs [out=examples/district/staff.xlsx]
 */
import path from 'node:path';
import ExcelJS from 'exceljs';

const here = import.meta.dirname;
const out = process.argv[2] ?? path.join(here, 'staff.xlsx');

const SURNAMES = '林陈黄李张梁何郭罗冯邓曾彭叶苏卢蔡吴许谢';
const GIVEN = ['晓东', '雅婷', '志强', '慧敏', '国华', '丽娟', '建伟', '淑芬', '文杰', '海燕', '振宇', '美玲', '家豪', '秀英', '永康', '佩珊', '俊杰', '碧云', '伟明', '小红'];
const DEPARTMENTS = ['清溪区人力资源和社会保障局', '清溪区科学技术局', '清溪区人才发展集团'];

const book = new ExcelJS.Workbook();
const sheet = book.addWorksheet('工作人员账号', { views: [{ state: 'frozen', ySplit: 1 }] });
sheet.columns = ['姓名', '账号', '部门', '角色', '手机号', '管辖街道', '管辖行业'].map((header) => ({ header, key: header, width: header === '部门' ? 28 : 16 }));
sheet.getColumn('手机号').numFmt = '@';
for (let i = 0; i < 20; i++) {
  const dept = i < 10 ? DEPARTMENTS[0] : i < 15 ? DEPARTMENTS[1] : DEPARTMENTS[2];
  const extra = i === 8 ? { 角色: '街道管理', 管辖街道: '清溪街道' } : i === 9 ? { 角色: '行业主管部门', 管辖行业: 'C、I' } : {};
  sheet.addRow({ 姓名: `${SURNAMES[i]}${GIVEN[i]}`, 账号: `qx_${String(i + 1).padStart(2, '0')}`, 部门: dept, 手机号: `139200000${String(i + 10).padStart(2, '0')}`, ...extra });
}
await book.xlsx.writeFile(out);
console.log(`wrote ${out}: 20 staff accounts`);

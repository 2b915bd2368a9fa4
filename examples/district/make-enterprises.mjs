/**
 * Writes examples/district/enterprises.xlsx: the enterprise registry of the example district 清溪区
 * (division 440199, streets of streets.geojson) in the columns of 系统管理 › 区情配置 › 企业名录
 * (apps/server/src/modules/setup/enterprises.ts), for trying the import and for its tests.
 * Deterministic: the same sheets and cells every run (only the zip's file times differ). Unified
 * social credit codes carry a valid GB 32100-2015 check character (libs/validators); names,
 * contacts and phones are invented, and no name contains the demo district's 南湾.
 *
 *   npx tsx examples/district/make-enterprises.mjs [count=500] [out=examples/district/enterprises.xlsx] [streets=examples/district/streets.geojson]
 *
 * (tsx, a devDependency of the repository, lets it use the TypeScript sources it reads: the check
 * character, the GB/T 4754-2017 sections and the demo's word lists.) A larger count makes a file
 * for timing the import, e.g. 50000 (the import's limit); another streets file (a FeatureCollection
 * whose features name their street under `name`, as streets.geojson) spreads the enterprises over
 * its streets instead (`npm run bench`'s going-live figure, 30 streets).
 */
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { creditCodeCheckChar } from '@portal/validators';
import { GBT4754_SECTIONS } from '../../apps/server/src/modules/enterprise/industries.ts';
import { BRAND_WORDS, INDUSTRY_WORDS, SECTION_WEIGHTS } from '../../apps/server/src/seed/reference.ts';

const here = import.meta.dirname;
const count = Number(process.argv[2] ?? 500);
const out = process.argv[3] ?? path.join(here, 'enterprises.xlsx');
const streetsFile = process.argv[4] ?? path.join(here, 'streets.geojson');
if (!Number.isInteger(count) || count < 1 || count > 99_999) throw new Error('count: 1 to 99999');

/** A seeded generator of numbers in [0, 1) (mulberry32), so every run writes the same rows. */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(440199);
const pick = (list) => list[Math.floor(random() * list.length)];
const weighted = (entries) => {
  const total = entries.reduce((s, [, w]) => s + w, 0);
  let r = random() * total;
  for (const [value, w] of entries) if ((r -= w) < 0) return value;
  return entries.at(-1)[0];
};

const streets = JSON.parse(fs.readFileSync(streetsFile, 'utf8')).features.map((f) => f.properties.name);
const sections = GBT4754_SECTIONS.map((s) => [s, SECTION_WEIGHTS[s.code]]);
const SURNAMES = '王 李 张 刘 陈 杨 黄 赵 吴 周 徐 孙 马 朱 胡 郭 何 林 罗 高 梁 郑 谢 宋 唐 许 邓 冯 韩 曹 曾 彭 萧 蔡 潘 田 董 袁 于 余 叶 蒋 杜 苏 魏 程 吕 丁 沈 任 姚 卢 钟 姜 崔 谭 陆 范 汪 廖 石'.split(' ');
const GIVEN = '伟 芳 娜 敏 静 丽 强 磊 军 洋 勇 艳 杰 涛 明 超 秀 霞 平 刚 桂 英 华 玉 萍 红 娟 建 文 辉 力 斌 晨 宇 浩 欣 怡 婷 俊 凯 鹏 嘉 琳 雪 峰 博 颖 思 卓 锐 慧 倩 志 海 波 宁 健 亮 梅 瑶'.split(' ');
const MOBILE_PREFIXES = ['135', '136', '137', '138', '139', '150', '151', '152', '158', '159', '186', '187', '188', '189'];
/** The check-code alphabet of GB 32100-2015 (no I, O, Z, S, V). */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

const names = new Set();
const phones = new Set();
const rows = [];
for (let i = 1; i <= count; i++) {
  const head = `91440199MA5${String(i).padStart(5, '0')}${pick(ALPHABET)}`;
  const section = weighted(sections);
  const word = pick(INDUSTRY_WORDS[section.code]);
  let name;
  do name = `广州${pick(BRAND_WORDS)}${pick(BRAND_WORDS)}${names.size >= 1000 ? pick(BRAND_WORDS) : ''}${word}有限公司`;
  while (names.has(name) || name.includes('南湾'));
  names.add(name);
  let phone;
  // never one of the demo's account phones (1390013900x and neighbours)
  do phone = `${pick(MOBILE_PREFIXES)}${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;
  while (phones.has(phone) || /^13[789]001[378]/.test(phone));
  phones.add(phone);
  const founded = new Date(Date.UTC(1995, 0, 1) + Math.floor(random() * 11_000) * 86_400_000);
  rows.push({
    creditCode: head + creditCodeCheckChar(head),
    name,
    street: pick(streets),
    industry: section.name,
    types: word === '人力资源服务' ? '人力资源服务机构' : word === '职业培训学校' ? '民办职业培训机构' : null,
    foundedOn: founded,
    contactName: pick(SURNAMES) + pick(GIVEN) + (random() < 0.6 ? pick(GIVEN) : ''),
    contactPhone: phone,
  });
}

const book = new ExcelJS.Workbook();
// a fixed date in the document properties, so they too are the same every run
book.created = book.modified = new Date(Date.UTC(2026, 0, 1));
const sheet = book.addWorksheet('企业名录', { views: [{ state: 'frozen', ySplit: 1 }] });
sheet.columns = [
  { header: '统一社会信用代码', key: 'creditCode', width: 22, style: { numFmt: '@' } },
  { header: '企业名称', key: 'name', width: 32 },
  { header: '所属街道', key: 'street', width: 14 },
  { header: '行业', key: 'industry', width: 18 },
  { header: '企业类型', key: 'types', width: 18 },
  { header: '成立日期', key: 'foundedOn', width: 12, style: { numFmt: 'yyyy-mm-dd' } },
  { header: '联系人', key: 'contactName', width: 12 },
  { header: '联系电话', key: 'contactPhone', width: 16, style: { numFmt: '@' } },
];
sheet.getRow(1).font = { bold: true };
sheet.addRows(rows);
await book.xlsx.writeFile(out);
console.log(`${out}: ${rows.length} 家企业`);

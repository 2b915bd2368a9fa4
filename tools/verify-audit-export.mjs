#!/usr/bin/env node
/**
 * Verifies an export of an audit log (操作日志 or 登录日志, xlsx) for an outside reviewer, with
 * Node alone (no packages): docs/audit.md, "Checking an export".
 *
 *   node verify-audit-export.mjs 操作日志20261207.xlsx
 *
 * Each row of the export carries its place in the log's hash chain: 链序号 (seq), 前一条哈希, 哈希
 * and 链内容（校验用）, the content the hash covers. For every row, in chain order, the script
 * recomputes hash = SHA-256 (hex) of `前一条哈希 + "\n" + 链序号 + "\n" + 链内容`, checks that the
 * row follows the one before it when that one is in the file too (its 前一条哈希 is that row's
 * 哈希), and that the shown 时间 and 账号 are those of the content. It prints the rows checked, the
 * chain numbers missing from the file (a filtered export, or rows taken out) and the last hash,
 * which the reviewer compares with the log's chain as the site shows it; or the first bad row (its
 * line in the sheet) and exits 1.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';

/** The files of a zip archive (an xlsx), by name: the central directory read from the end. */
function unzip(buf) {
  let end = buf.length - 22;
  while (end >= 0 && buf.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error('不是 xlsx 文件（找不到 zip 目录）');
  const files = new Map();
  for (let i = 0, p = buf.readUInt32LE(end + 16); i < buf.readUInt16LE(end + 10); i++) {
    if (buf.readUInt32LE(p) !== 0x02014b50) throw new Error('xlsx 文件已损坏（zip 目录）');
    const [method, size, nameLength, extra, comment, offset] = [buf.readUInt16LE(p + 10), buf.readUInt32LE(p + 20), buf.readUInt16LE(p + 28), buf.readUInt16LE(p + 30), buf.readUInt16LE(p + 32), buf.readUInt32LE(p + 42)];
    const name = buf.toString('utf8', p + 46, p + 46 + nameLength);
    const start = offset + 30 + buf.readUInt16LE(offset + 26) + buf.readUInt16LE(offset + 28);
    const data = buf.subarray(start, start + size);
    files.set(name, (method === 0 ? data : inflateRawSync(data)).toString('utf8'));
    p += 46 + nameLength + extra + comment;
  }
  return files;
}

const ENTITIES = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
/** The text of XML character data: entities and Excel's _xHHHH_ escapes undone. */
const unescape = (s) =>
  s
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e) => (e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITIES[e] ?? m)))
    .replace(/_x([0-9A-F]{4})_/g, (_m, h) => String.fromCharCode(parseInt(h, 16)));
/** The text of an element holding <t> runs (a shared string, an inline string). */
const textOf = (xml) => [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => unescape(m[1])).join('');
/** The 0-based column of a cell reference ('C12' -> 2). */
const columnOf = (ref) => [...ref.replace(/\d+$/, '')].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;

/** The rows of the first sheet: [sheet row number, cell texts by column]. */
function sheetRows(files) {
  const sheet = files.get('xl/worksheets/sheet1.xml');
  if (!sheet) throw new Error('xlsx 文件中没有工作表');
  const shared = [...(files.get('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => textOf(m[1]));
  return [...sheet.matchAll(/<row\b[^>]*?r="(\d+)"[^>]*>([\s\S]*?)<\/row>/g)].map(([, number, xml]) => {
    const cells = [];
    for (const [, attrs, inner = ''] of xml.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const ref = /\br="([A-Z]+\d+)"/.exec(attrs)?.[1];
      const type = /\bt="(\w+)"/.exec(attrs)?.[1];
      const value = unescape(/<v>([\s\S]*?)<\/v>/.exec(inner)?.[1] ?? '');
      if (ref) cells[columnOf(ref)] = type === 'inlineStr' ? textOf(inner) : type === 's' ? shared[Number(value)] : value;
    }
    return [Number(number), cells];
  });
}

/** 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai time (UTC+8), as the export shows 时间. */
const shanghai = (iso) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

function verify(file) {
  const [[, head = []] = [], ...rows] = sheetRows(unzip(readFileSync(file)));
  const col = Object.fromEntries(['链序号', '前一条哈希', '哈希', '链内容（校验用）', '时间', '账号'].map((h) => [h, head.indexOf(h)]));
  if (col['链序号'] < 0 || col['哈希'] < 0 || col['链内容（校验用）'] < 0) throw new Error('这不是带哈希链的审计日志导出（缺少“链序号”“哈希”“链内容（校验用）”列）');
  const cell = (cells, h) => (col[h] >= 0 ? (cells[col[h]] ?? '') : '');
  const chained = [];
  let unsealed = 0;
  for (const [line, cells] of rows) {
    if (cell(cells, '链序号') === '') unsealed++;
    else chained.push({ line, seq: Number(cell(cells, '链序号')), previous: cell(cells, '前一条哈希'), hash: cell(cells, '哈希'), content: cell(cells, '链内容（校验用）'), time: cell(cells, '时间'), account: cell(cells, '账号') });
  }
  chained.sort((a, b) => a.seq - b.seq);
  const gaps = [];
  for (const [i, row] of chained.entries()) {
    const bad = (why) => ({ ok: false, message: `第${row.line}行（链序号 ${row.seq}）：${why}` });
    const before = chained[i - 1];
    if (!Number.isSafeInteger(row.seq) || row.seq < 1) return bad('链序号不是正整数');
    if (before?.seq === row.seq) return bad(`链序号与第${before.line}行重复`);
    if (createHash('sha256').update(`${row.previous}\n${row.seq}\n${row.content}`).digest('hex') !== row.hash) return bad('哈希与前一条哈希、链序号和链内容算出的不符：这一行被修改过');
    if (before && before.seq === row.seq - 1 && before.hash !== row.previous) return bad(`前一条哈希与第${before.line}行（链序号 ${before.seq}）的哈希不符：与前一条不相接`);
    if (before && before.seq < row.seq - 1) gaps.push(before.seq + 1 === row.seq - 1 ? `${row.seq - 1}` : `${before.seq + 1}至${row.seq - 1}`);
    let content;
    try {
      content = JSON.parse(row.content);
    } catch {
      return bad('链内容不是有效的 JSON');
    }
    if (col['时间'] >= 0 && typeof content.at === 'string' && shanghai(content.at) !== row.time) return bad(`显示的时间 ${row.time} 与链内容的 ${shanghai(content.at)} 不符`);
    if (col['账号'] >= 0 && typeof content.account === 'string' && content.account !== row.account) return bad(`显示的账号 ${row.account} 与链内容的 ${content.account} 不符`);
  }
  const last = chained.at(-1);
  const lines = [last ? `完整：${chained.length} 条，链序号 ${chained[0].seq} 至 ${last.seq}，最后一条（链序号 ${last.seq}）的哈希 ${last.hash}` : '导出中没有已封存的记录'];
  if (gaps.length) lines.push(`不在导出中的链序号：${gaps.join('、')}（按条件筛选导出，或记录被删除；与网站上的完整日志核对）`);
  if (unsealed) lines.push(`${unsealed} 条尚未封存（登录尚未得出结果），未校验`);
  return { ok: true, message: lines.join('\n') };
}

const file = process.argv[2];
if (!file) {
  console.error('用法：node verify-audit-export.mjs 导出文件.xlsx');
  process.exit(2);
}
try {
  const { ok, message } = verify(file);
  (ok ? console.log : console.error)(message);
  process.exitCode = ok ? 0 : 1;
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 2;
}

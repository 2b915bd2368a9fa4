// The bare framework the bench compares the server with (issue 20): one Fastify route, no plugins,
// answering GET /bare?bytes=N with a JSON object of N bytes (the size of the call measured), made
// once per size. With `&headers=K` it also sends the header set K given before by
// POST /headers?key=K (a JSON object: the server's own headers of the call measured, so that the
// bench can show what the bytes and headers alone cost; issue 45). Started by bench/run.mjs as its
// own process on BARE_PORT.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const bodies = new Map();
/** Header sets by key, as POST /headers gave them. */
const headerSets = new Map();
/** A {code,msg,data} envelope of exactly `bytes` bytes of JSON (at least the empty envelope's). */
const bodyOf = (bytes) => {
  let body = bodies.get(bytes);
  if (!body) {
    const empty = JSON.stringify({ code: 200, msg: '操作成功', data: { text: '' } });
    body = JSON.stringify({ code: 200, msg: '操作成功', data: { text: 'x'.repeat(Math.max(0, bytes - Buffer.byteLength(empty))) } });
    bodies.set(bytes, body);
  }
  return body;
};
app.get('/bare', async (req, reply) => {
  const headers = req.query.headers === undefined ? undefined : headerSets.get(req.query.headers);
  if (headers) reply.headers(headers);
  return reply.type('application/json; charset=utf-8').send(bodyOf(Number(req.query.bytes) || 0));
});
app.post('/headers', async (req) => {
  headerSets.set(req.query.key, req.body);
  return { ok: true };
});
await app.listen({ port: Number(process.env.BARE_PORT ?? 3201), host: '127.0.0.1' });

import type { Endpoint, InputOf, OutputOf } from './contract';
import { pathParamNames } from './contract';
import { CODE, SILENT_CODES, SUCCESS_CODES, type Envelope } from './envelope';
import { MESSAGES } from './vocabulary';

/** HTTP timeout of every call, SPEC.md section 9: 3,600,000 ms. */
export const HTTP_TIMEOUT_MS = 3_600_000;

/** What the host app gives the client: where the API is, the token, and how to talk to the user. */
export interface ClientOptions {
  /** API base, e.g. '/prod-api' in the browser or 'http://127.0.0.1:3000/prod-api' in tests */
  baseUrl: string;
  /** the stored session token, sent in the `token` header */
  getToken: () => string | null | undefined;
  /** show a message; 'error' for failures, 'success' for code 2001 */
  notify: (message: string, kind: 'error' | 'success') => void;
  /** code 2003: clear the stored user and go to the login page (the client shows '请先登录' once) */
  onUnauthorized: () => void;
  /** loading mask: called with '数据拼命加载中，请稍等。' when the first masked call starts, null when the last ends */
  setLoading?: (text: string | null) => void;
  /** save an exported file; in a browser, {@link saveBlobInBrowser} */
  saveFile?: (file: Blob, filename: string) => void;
  fetch?: typeof fetch;
  /** default {@link HTTP_TIMEOUT_MS} */
  timeoutMs?: number;
  /** ms clock for the `t` parameter */
  now?: () => number;
}

/** Per-call options. */
export interface CallOptions {
  /** show the loading mask while the call runs */
  loading?: boolean;
  signal?: AbortSignal;
  /** send this token instead of the stored one (e.g. a login handed over in a link) */
  token?: string;
  /**
   * Multipart calls only: called with the share of the body sent so far (0 to 1) while it
   * uploads. The call then goes through XMLHttpRequest, the browser API that reports upload
   * progress (fetch does not).
   */
  onUploadProgress?: (sent: number) => void;
  /**
   * The caller shows a refusal by the server (a business error code) itself, in the page: it is
   * not passed to `notify`, and the ApiError is marked silent. Login loss and transport errors are
   * handled as always.
   */
  quiet?: boolean;
}

/**
 * A fetch over XMLHttpRequest that reports the upload's progress: the same Response a fetch
 * gives (status, headers, body), rejecting with a TypeError on a network error or an AbortError
 * when `init.signal` aborts.
 */
export function fetchWithUploadProgress(url: string, init: RequestInit, onProgress: (sent: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    for (const [k, v] of Object.entries((init.headers ?? {}) as Record<string, string>)) xhr.setRequestHeader(k, v);
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      resolve(new Response(xhr.response as Blob, { status: xhr.status, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    const signal = init.signal;
    if (signal) {
      if (signal.aborted) return reject(signal.reason);
      signal.addEventListener('abort', () => {
        xhr.abort();
        reject(signal.reason);
      });
    }
    xhr.send(init.body as XMLHttpRequestBodyInit | null);
  });
}

/**
 * A failed call. `code` is the envelope code, or 0 for a transport failure (then `status` is the
 * HTTP status, 0 for a network error). `silent` errors (codes 4000, 6000) were not shown to the user.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly status = 200,
    readonly silent = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Drops undefined, null and '' values (SPEC.md section 9: the callPage helper drops empty params). */
export function dropEmpty(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

function toText(v: unknown): string {
  if (Array.isArray(v)) return v.map(toText).join(',');
  if (v instanceof Date) return v.toISOString();
  return String(v);
}

/**
 * Splits an input into the URL path (path parameters substituted, URL-encoded) and the rest.
 * @throws Error when a path parameter is missing
 */
export function buildPath(path: string, input: Record<string, unknown>): { path: string; rest: Record<string, unknown> } {
  const rest = { ...input };
  const names = pathParamNames(path);
  let out = path;
  for (const name of names) {
    const value = rest[name];
    if (value === undefined || value === null || value === '') throw new Error(`缺少路径参数 ${name}`);
    out = out.replace(`{${name}}`, encodeURIComponent(toText(value)));
    delete rest[name];
  }
  return { path: out, rest };
}

/**
 * Filename of a Content-Disposition header, preferring the RFC 6266 / RFC 5987 `filename*=UTF-8''...`
 * form; null when the header or the name is missing.
 */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      return null;
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1] ? plain[1].trim() : null;
}

/** Saves a blob as a download in a browser (an object URL on a temporary link). */
export function saveBlobInBrowser(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The typed client of the endpoint table; see {@link createApiClient}. */
export interface ApiClient {
  /** Calls a non-export endpoint; resolves with the envelope's data, rejects with {@link ApiError} (already shown to the user unless silent). */
  call<E extends Endpoint>(endpoint: E, input: InputOf<E>, options?: CallOptions): Promise<OutputOf<E>>;
  /** Calls an export endpoint, saves the file and resolves with its filename; '导出失败' without a filename header. */
  download<E extends Endpoint>(endpoint: E, input: InputOf<E>, options?: CallOptions): Promise<string>;
}

/**
 * Creates the client that implements every wire convention of SPEC.md sections 7-9 and
 * DESIGN.md section 3: `token` header, `t` timestamp, the five body kinds, the envelope codes,
 * the error catalogue verbatim, '请先登录' shown once for calls that fail together, the
 * optional loading mask, the 3,600,000 ms timeout and dropped empty params.
 */
export function createApiClient(options: ClientOptions): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  let unauthorizedShown = false;
  let loadingCount = 0;

  const fail = (message: string, code: number, status = 200, silent = false): never => {
    if (!silent) options.notify(message, 'error');
    throw new ApiError(message, code, status, silent);
  };

  const handleEnvelope = (body: Envelope, quiet = false): unknown => {
    if (SUCCESS_CODES.includes(body.code)) {
      unauthorizedShown = false;
      if (body.code === CODE.okWithMessage && body.msg) options.notify(body.msg, 'success');
      return body.data;
    }
    if (SILENT_CODES.includes(body.code)) return fail(body.msg, body.code, 200, true);
    if (body.code === CODE.notLoggedIn) {
      const first = !unauthorizedShown;
      unauthorizedShown = true;
      if (first) options.onUnauthorized();
      return fail(MESSAGES.pleaseLogin, body.code, 200, !first);
    }
    const record = body as unknown as Record<string, unknown>;
    const data = record['data'];
    const fromData = typeof data === 'string' && data ? data : undefined;
    const message = fromData ?? (body.msg || (typeof record['message'] === 'string' ? (record['message'] as string) : '')) ?? '';
    return fail(message || MESSAGES.httpError(body.code), body.code, 200, quiet);
  };

  async function send(endpoint: Endpoint, input: Record<string, unknown>, callOptions: CallOptions): Promise<Response> {
    const { path, rest } = buildPath(endpoint.path, input);
    const params = dropEmpty(rest);
    const url = new URL(options.baseUrl.replace(/\/$/, '') + path, 'http://placeholder.invalid');
    url.searchParams.set('t', String(now()));
    const headers: Record<string, string> = {};
    const token = callOptions.token ?? options.getToken();
    if (token) headers['token'] = token;
    let body: BodyInit | undefined;
    switch (endpoint.body) {
      case 'query':
      case 'export':
        for (const [k, v] of Object.entries(params)) url.searchParams.set(k, toText(v));
        break;
      case 'json':
        headers['content-type'] = 'application/json';
        body = JSON.stringify(params);
        break;
      case 'form':
        body = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, toText(v)]));
        break;
      case 'multipart': {
        const form = new FormData();
        for (const [k, v] of Object.entries(params)) {
          if (v instanceof Blob) form.append(k, v, v instanceof File ? v.name : k);
          else form.append(k, toText(v));
        }
        body = form;
        break;
      }
    }
    const target = options.baseUrl.startsWith('http') ? url.toString() : url.pathname + url.search;
    const signals = [AbortSignal.timeout(timeoutMs), ...(callOptions.signal ? [callOptions.signal] : [])];
    try {
      const init = { method: endpoint.method, headers, body, signal: AbortSignal.any(signals) };
      const progress = callOptions.onUploadProgress;
      return await (progress && endpoint.body === 'multipart' && typeof XMLHttpRequest !== 'undefined' ? fetchWithUploadProgress(target, init, progress) : doFetch(target, init));
    } catch (e) {
      if (callOptions.signal?.aborted) throw e;
      return fail(MESSAGES.networkError(e instanceof Error ? e.message : String(e)), 0, 0);
    }
  }

  async function withLoading<T>(callOptions: CallOptions, run: () => Promise<T>): Promise<T> {
    if (!callOptions.loading || !options.setLoading) return run();
    if (loadingCount++ === 0) options.setLoading(MESSAGES.loading);
    try {
      return await run();
    } finally {
      if (--loadingCount === 0) options.setLoading(null);
    }
  }

  return {
    call(endpoint, input, callOptions = {}) {
      return withLoading(callOptions, async () => {
        const res = await send(endpoint, (input ?? {}) as Record<string, unknown>, callOptions);
        if (res.status !== 200) return fail(MESSAGES.httpError(res.status), 0, res.status);
        return handleEnvelope((await res.json()) as Envelope, callOptions.quiet) as never;
      });
    },
    download(endpoint, input, callOptions = {}) {
      return withLoading(callOptions, async () => {
        const res = await send(endpoint, (input ?? {}) as Record<string, unknown>, callOptions);
        if (res.status !== 200) return fail(MESSAGES.httpError(res.status), 0, res.status);
        if ((res.headers.get('content-type') ?? '').includes('application/json')) {
          handleEnvelope((await res.json()) as Envelope);
          return fail(MESSAGES.exportFailed, 0);
        }
        const filename = filenameFromDisposition(res.headers.get('content-disposition'));
        if (!filename) return fail(MESSAGES.exportFailed, 0);
        const blob = await res.blob();
        options.saveFile?.(blob, filename);
        return filename;
      });
    },
  };
}

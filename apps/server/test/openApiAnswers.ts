import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { Endpoint } from '@portal/api';

/** The parts of the served OpenAPI document (http/apiDocs.ts) that an answer is checked against. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, { content: Record<string, { schema: object }> }> }>>;
  components?: { schemas?: Record<string, object> };
}

/**
 * A check of JSON answers against the served document (issue 43): for an endpoint and the body it
 * answered, the validation errors of the body against the `application/json` schema of the
 * operation's 200 answer (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses it), or null when it is
 * valid. Each operation's schema is compiled once, on its first answer. Formats are not checked
 * (the contract's dates are patterns, not formats).
 * @throws Error when the document has no such operation or no JSON answer for it
 */
export function answerChecker(doc: OpenApiDocument): (e: Endpoint, body: unknown) => string | null {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  const compiled = new Map<string, ValidateFunction>();
  const components = doc.components ?? {};
  return (e, body) => {
    const key = `${e.method} ${e.path}`;
    let validate = compiled.get(key);
    if (!validate) {
      const schema = doc.paths[e.path]?.[e.method.toLowerCase()]?.responses['200']?.content['application/json']?.schema;
      if (!schema) throw new Error(`the document has no JSON answer for ${key}`);
      // references to components resolve inside the compiled schema, so the components go along when it has any
      validate = ajv.compile(JSON.stringify(schema).includes('#/components/') ? { ...schema, components } : schema);
      compiled.set(key, validate);
    }
    return validate(body) ? null : ajv.errorsText(validate.errors);
  };
}

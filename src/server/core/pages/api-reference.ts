/**
 * The OpenAPI document as a page people read: every route with its method, path, summary,
 * parameters, request body and responses. Plain HTML and one stylesheet, no script, so it needs
 * nothing beyond the app's own CSP. Rendered once from the same document `/api/docs` serves.
 */
import type { OpenAPIV3 } from 'openapi-types';

type Schema = OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function renderApiReference(document: OpenAPIV3.Document): string {
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      return operation ? [{ path, method, operation }] : [];
    }),
  );
  const tags = [...new Set(operations.map(({ operation }) => operation.tags?.[0] ?? 'other'))];
  const resolve = (schema: Schema) => resolveSchema(document, schema);

  const sections = tags.map((tag) => {
    const inTag = operations.filter(({ operation }) => (operation.tags?.[0] ?? 'other') === tag);
    return `<section aria-labelledby="tag-${slug(tag)}">
<h2 id="tag-${slug(tag)}">${escape(tag)}</h2>
${inTag.map(({ path, method, operation }) => renderOperation(path, method, operation, resolve)).join('\n')}
</section>`;
  });
  const contents = tags
    .map((tag) => {
      const links = operations
        .filter(({ operation }) => (operation.tags?.[0] ?? 'other') === tag)
        .map(
          ({ path, method }) =>
            `<li><a href="#${anchor(method, path)}"><span class="method ${method}">${method.toUpperCase()}</span> ${escape(path)}</a></li>`,
        );
      return `<li>${escape(tag)}<ul>${links.join('')}</ul></li>`;
    })
    .join('');

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)} reference</title>
<link rel="stylesheet" href="/api/reference.css">
</head>
<body>
<header>
<h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1>
${document.info.description ? `<p>${escape(document.info.description)}</p>` : ''}
<p>JSON over HTTP. A signed-in user is recognised by the <code>finishline_session</code> cookie
(<code>__Host-finishline_session</code> over HTTPS) that registering or signing in sets; each
operation says whether it needs one. A refused request answers the one <a href="#schema-ApiError"><code>ApiError</code></a>
body, <code>{ message, code, errors }</code>, where <code>errors</code> maps each field to its messages. Lists take <code>limit</code> (at most 100) and
an opaque <code>cursor</code>; the next page is in the <code>Link: rel="next"</code> header.
The same routes as an OpenAPI document: <a href="/api/docs">/api/docs</a>.</p>
</header>
<nav aria-label="Routes"><h2>Routes</h2><ul>${contents}<li><a href="#schemas">Schemas</a></li></ul></nav>
<main>
${sections.join('\n')}
${renderSchemas(document, resolve)}
</main>
</body>
</html>
`;
}

function renderOperation(
  path: string,
  method: string,
  operation: OpenAPIV3.OperationObject,
  resolve: (schema: Schema) => OpenAPIV3.SchemaObject,
): string {
  const parameters = (operation.parameters ?? []).filter(
    (parameter): parameter is OpenAPIV3.ParameterObject => !('$ref' in parameter),
  );
  const body = operation.requestBody && !('$ref' in operation.requestBody) && operation.requestBody;
  const responses = Object.entries(operation.responses ?? {});

  return `<article id="${anchor(method, path)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
${operation.summary ? `<p>${escape(operation.summary)}</p>` : ''}
<p class="operation-id"><code>${escape(operation.operationId ?? '')}</code> · ${operation.security?.length ? 'needs a session' : 'no session needed'}</p>
${operation.description ? `<p>${escape(operation.description)}</p>` : ''}
${parameters.length ? renderParameters(parameters, resolve) : ''}
${body ? renderBody(body, resolve) : ''}
<h4>Responses</h4>
${responses.map(([status, response]) => renderResponse(status, response, resolve)).join('\n')}
</article>`;
}

function renderParameters(
  parameters: OpenAPIV3.ParameterObject[],
  resolve: (schema: Schema) => OpenAPIV3.SchemaObject,
): string {
  const rows = parameters.map((parameter) => {
    const schema = parameter.schema ? resolve(parameter.schema) : {};
    return `<tr><td><code>${escape(parameter.name)}</code></td><td>${escape(parameter.in)}</td><td>${typeLabel(parameter.schema ?? {}, resolve)}</td><td>${parameter.required ? 'required' : 'optional'}</td><td>${escape([...rules(schema), parameter.description ?? ''].filter(Boolean).join('; '))}</td></tr>`;
  });
  return `<h4>Parameters</h4>
<table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Rules</th></tr></thead>
<tbody>${rows.join('')}</tbody></table>`;
}

function renderBody(
  body: OpenAPIV3.RequestBodyObject,
  resolve: (schema: Schema) => OpenAPIV3.SchemaObject,
): string {
  return `<h4>Request body${body.required ? '' : ' (optional)'}</h4>
${Object.entries(body.content)
  .map(
    ([type, media]) =>
      `<p class="content-type">${escape(type)}</p>${media.schema ? renderMedia(media.schema, resolve) : ''}`,
  )
  .join('\n')}`;
}

function renderResponse(
  status: string,
  response: OpenAPIV3.ResponseObject | OpenAPIV3.ReferenceObject,
  resolve: (schema: Schema) => OpenAPIV3.SchemaObject,
): string {
  const content = '$ref' in response ? {} : (response.content ?? {});
  const description =
    '$ref' in response || response.description === 'Default Response' ? '' : response.description;
  const bodies = Object.entries(content).map(([type, media]) => {
    if (!media.schema) return '<p>No body.</p>';
    return `<p class="content-type">${escape(type)}</p>${renderMedia(media.schema, resolve)}`;
  });
  const headers = Object.keys(('$ref' in response ? {} : response.headers) ?? {});
  const success = status.startsWith('2');
  return `<details${success ? ' open' : ''}>
<summary><span class="status status-${escape(status[0] ?? '')}xx">${escape(status)}</span> ${escape(description || STATUS_TEXT[status] || '')}</summary>
${bodies.length ? bodies.join('\n') : '<p>No body.</p>'}
${headers.length ? `<p class="headers">Headers: ${headers.map((name) => `<code>${escape(name)}</code>${HEADER_TEXT[name] ? ` (${escape(HEADER_TEXT[name])})` : ''}`).join(', ')}</p>` : ''}
</details>`;
}

/**
 * A body: a named schema (or a list of one) by its name, linked to its fields under Schemas;
 * any other schema with its fields here.
 */
function renderMedia(schema: Schema, resolve: (schema: Schema) => OpenAPIV3.SchemaObject): string {
  const resolved = resolve(schema);
  const named = '$ref' in schema || (resolved.type === 'array' && '$ref' in (resolved.items ?? {}));
  if (named) return `<p class="schema">${typeLabel(schema, resolve)}</p>`;
  return renderSchema(resolved, resolve);
}

/** Every named schema with its fields, each under an anchor the operations link to. */
function renderSchemas(
  document: OpenAPIV3.Document,
  resolve: (schema: Schema) => OpenAPIV3.SchemaObject,
): string {
  const schemas = Object.entries(document.components?.schemas ?? {});
  return `<section aria-labelledby="schemas">
<h2 id="schemas">Schemas</h2>
${schemas
  .map(
    ([name, schema]) => `<div class="named-schema" id="schema-${escape(name)}">
<h3><code>${escape(name)}</code></h3>
${renderSchema(resolve(schema), resolve)}
</div>`,
  )
  .join('\n')}
</section>`;
}

/** An object's fields as a nested list; anything else as its type and rules. */
function renderSchema(
  schema: OpenAPIV3.SchemaObject,
  resolve: (schema: Schema) => OpenAPIV3.SchemaObject,
): string {
  if (schema.type === 'array') {
    const items = resolve(schema.items);
    const nestedItems =
      items.type === 'object' || items.properties ? renderSchema(items, resolve) : '';
    const nested = '$ref' in schema.items ? '' : nestedItems;
    return `<p class="schema">${typeLabel(schema, resolve)}${ruleText(schema)}</p>${nested}`;
  }
  if (schema.type === 'object' && schema.properties) {
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties).map(([name, property]) => {
      const field = resolve(property);
      // A named schema is shown by its name (its fields are under Schemas).
      const named = '$ref' in property || (field.type === 'array' && '$ref' in field.items);
      const nested = named
        ? ''
        : field.type === 'object' && field.properties
          ? renderSchema(field, resolve)
          : field.type === 'array' && resolve(field.items).properties
            ? renderSchema(resolve(field.items), resolve)
            : '';
      return `<li><code>${escape(name)}</code> <span class="type">${typeLabel(property, resolve)}</span>${required.has(name) ? '' : ' <span class="optional">optional</span>'}${ruleText(field)}${field.description ? ` <span class="description">${escape(field.description)}</span>` : ''}${nested}</li>`;
    });
    return `<ul class="fields">${fields.join('')}</ul>`;
  }
  return `<p class="schema">${typeLabel(schema, resolve)}${ruleText(schema)}</p>`;
}

/** A schema's type in words, as HTML: a named schema by its name, linked to its fields. */
function typeLabel(given: Schema, resolve: (schema: Schema) => OpenAPIV3.SchemaObject): string {
  if ('$ref' in given) {
    const name = given.$ref.replace('#/components/schemas/', '');
    return `<a href="#schema-${escape(name)}"><code>${escape(name)}</code></a>`;
  }
  const schema = given;
  // A nullable reference is written allOf: [ref] with nullable.
  if (schema.allOf?.length === 1 && !schema.type) {
    return `${typeLabel(schema.allOf[0]!, resolve)}${schema.nullable ? ' or null' : ''}`;
  }
  let label: string;
  if (schema.enum) {
    label = escape(`one of ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`);
  } else if (schema.anyOf || schema.oneOf) {
    label = (schema.anyOf ?? schema.oneOf ?? [])
      .map((option) => typeLabel(option, resolve))
      .join(' or ');
  } else if (schema.type === 'array') {
    label = `array of ${typeLabel(schema.items, resolve)}`;
  } else if (schema.type === 'object' && typeof schema.additionalProperties === 'object') {
    label = `map of string to ${typeLabel(schema.additionalProperties, resolve)}`;
  } else {
    label = escape(
      schema.format ? `${schema.type ?? 'any'} (${schema.format})` : (schema.type ?? 'any'),
    );
  }
  return schema.nullable ? `${label} or null` : label;
}

function ruleText(schema: OpenAPIV3.SchemaObject): string {
  const list = rules(schema);
  return list.length ? ` <span class="rules">${escape(list.join('; '))}</span>` : '';
}

/** Validation rules in words: lengths, bounds, patterns, defaults. */
function rules(schema: OpenAPIV3.SchemaObject): string[] {
  const list: string[] = [];
  const range = (min: number | undefined, max: number | undefined, unit: string) => {
    if (min !== undefined && max !== undefined) list.push(`${unit} ${min} to ${max}`);
    else if (min !== undefined) list.push(`${unit} at least ${min}`);
    else if (max !== undefined) list.push(`${unit} at most ${max}`);
  };
  range(schema.minLength, schema.maxLength, 'length');
  range(schema.minItems, schema.maxItems, 'items');
  if (schema.minimum !== undefined) {
    list.push(schema.exclusiveMinimum ? `> ${schema.minimum}` : `≥ ${schema.minimum}`);
  }
  if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER) {
    list.push(schema.exclusiveMaximum ? `< ${schema.maximum}` : `≤ ${schema.maximum}`);
  }
  if (schema.pattern) list.push(`matches ${schema.pattern}`);
  if (schema.default !== undefined) list.push(`default ${JSON.stringify(schema.default)}`);
  return list;
}

function resolveSchema(document: OpenAPIV3.Document, schema: Schema): OpenAPIV3.SchemaObject {
  if (!('$ref' in schema)) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = document.components?.schemas?.[name];
  return target ? resolveSchema(document, target) : { description: schema.$ref };
}

const HEADER_TEXT: Record<string, string> = {
  Link: 'the next page: rel="next"',
  ETag: 'send back in If-None-Match',
  'Retry-After': 'seconds to wait',
};

const STATUS_TEXT: Record<string, string> = {
  '304': 'Not modified',
  '200': 'OK',
  '201': 'Created',
  '204': 'No Content',
  '400': 'Bad Request: the input breaks a rule; nothing changed',
  '401': 'Not signed in',
  '403': 'Not allowed for this user',
  '404': 'Not found',
  '409': 'Conflicts with the current state',
  '413': 'Too large',
  '415': 'Unsupported media type',
  '429': 'Too many requests',
};

function anchor(method: string, path: string): string {
  return `${method}-${slug(path)}`;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function escape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Served as /api/reference.css: a stylesheet of our own keeps the page within `style-src 'self'`. */
export const API_REFERENCE_CSS = `
:root { color-scheme: light dark; --fg: #1a1d23; --muted: #5b6270; --line: #d9dde4; --bg: #fff;
  --code: #f3f5f8; --get: #0b6e4f; --post: #1d4ed8; --patch: #8a4b00; --put: #8a4b00; --delete: #b42318; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6e8ec; --muted: #a3aab8; --line: #343a46;
  --bg: #111318; --code: #1c2029; --get: #4ade80; --post: #93b4ff; --patch: #fbbf24; --put: #fbbf24;
  --delete: #fca5a5; } }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 72rem; padding: 1.5rem; font: 16px/1.5 system-ui, sans-serif;
  color: var(--fg); background: var(--bg); display: grid; gap: 2rem;
  grid-template-columns: minmax(0, 1fr); overflow-wrap: anywhere; }
@media (min-width: 60rem) { body { grid-template-columns: 18rem minmax(0, 1fr); }
  header { grid-column: 1 / -1; } nav { position: sticky; top: 1rem; align-self: start;
  max-height: calc(100vh - 2rem); overflow: auto; } }
h1 small { color: var(--muted); font-weight: normal; font-size: 1rem; }
h2 { border-bottom: 1px solid var(--line); padding-bottom: .25rem; text-transform: capitalize; }
nav h2 { text-transform: none; }
nav ul { list-style: none; padding-left: 0; margin: .25rem 0 1rem; }
nav > ul > li { font-weight: 600; text-transform: capitalize; }
nav li li { font-weight: normal; text-transform: none; font-size: .9rem; }
nav li li a { display: flex; gap: .25rem; overflow-wrap: anywhere; }
a { color: inherit; }
article { border: 1px solid var(--line); border-radius: .5rem; padding: 0 1rem 1rem; margin: 1rem 0;
  scroll-margin-top: 1rem; }
h3 { font-size: 1.1rem; overflow-wrap: anywhere; }
h4 { margin: 1rem 0 .25rem; font-size: .95rem; }
code { font: .9em ui-monospace, monospace; background: var(--code); padding: 0 .25rem;
  border-radius: .25rem; }
.method { display: inline-block; min-width: 3.75rem; font: 700 .8rem ui-monospace, monospace; }
.method.get { color: var(--get); } .method.post { color: var(--post); }
.method.patch, .method.put { color: var(--patch); } .method.delete { color: var(--delete); }
table { border-collapse: collapse; width: 100%; font-size: .9rem; display: block; overflow-x: auto; }
th, td { text-align: left; border-bottom: 1px solid var(--line); padding: .25rem .5rem; vertical-align: top; }
.fields { margin: .25rem 0; padding-left: 1.25rem; font-size: .9rem; }
.type, .content-type { color: var(--muted); }
.content-type { font-size: .8rem; margin: .25rem 0; }
.optional { font-size: .75rem; border: 1px solid var(--line); border-radius: 1rem; padding: 0 .4rem; }
.rules, .description { color: var(--muted); }
details { margin: .25rem 0; } summary { cursor: pointer; }
.status { font: 700 .85rem ui-monospace, monospace; }
.operation-id, .headers { color: var(--muted); font-size: .85rem; }
.named-schema { scroll-margin-top: 1rem; }
.schema { margin: .25rem 0; font-size: .9rem; }
`;

import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { API_REFERENCE_CSS, renderApiReference } from './pages/api-reference.js';

/**
 * Every route's zod schemas also describe the API: the OpenAPI document is served at /api/docs
 * and, as a page to read, at /api/reference (rendered once, when every route is registered).
 */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Finishline API',
          description: 'The marketplace for unfinished software.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            session: {
              type: 'apiKey',
              in: 'cookie',
              name: 'finishline_session',
              description: 'Named __Host-finishline_session over HTTPS (always in production)',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

    let referencePage = '';
    app.addHook('onReady', async () => {
      referencePage = renderApiReference(app.swagger() as OpenAPIV3.Document);
    });
    app.get('/api/reference', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(referencePage),
    );
    app.get('/api/reference.css', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(API_REFERENCE_CSS),
    );
  },
  { name: 'openapi' },
);
